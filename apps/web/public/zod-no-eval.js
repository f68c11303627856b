/*
 * Loaded by index.html before the app. The server's Content-Security-Policy allows no eval
 * (apps/server/src/plugins/security-headers.ts); zod, which the contracts' schemas are built with, would
 * otherwise probe `Function('')` to compile fast parsers, a reported CSP violation. zod reads this shared
 * global config when each schema is built, so it must be set before any module runs: a classic script
 * runs before the deferred module scripts. Parsing without compiled code is plenty fast for forms.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
