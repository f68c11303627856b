/**
 * Compiles the server for `npm start`: one ES module, apps/server/dist/main.js, run by plain `node` (no
 * TypeScript loader). esbuild bundles our own code and the contracts package (a workspace package that
 * exports TypeScript source); every npm dependency stays an import resolved from node_modules at run time.
 * The SQL migrations are copied next to the bundle, where db/client.ts looks for them (`<dir of the code>/migrations`).
 * `npm run dev`, the route tests and the browser tests keep running the TypeScript source through tsx.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bundle sits one folder below apps/server, like src/main.ts, so config.ts finds the repository the same way. */
export const DIST_DIR = path.join(SERVER_ROOT, 'dist');
export const DIST_MAIN = path.join(DIST_DIR, 'main.js');

function readDependencies(packageJson: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(pkg.dependencies ?? {});
}

/** Runtime dependencies of the server and of the contracts, minus our workspace packages (those are bundled). */
function externalPackages(): string[] {
  const names = new Set([
    ...readDependencies(path.join(SERVER_ROOT, 'package.json')),
    ...readDependencies(path.join(SERVER_ROOT, '../../packages/contracts/package.json')),
  ]);
  return [...names].filter((n) => !n.startsWith('@xuekao/')).flatMap((n) => [n, `${n}/*`]);
}

/** Builds dist/ from scratch; throws when the bundle would inline an npm package (an undeclared dependency). */
export async function buildServer(): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  fs.rmSync(DIST_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    // The certificate render and face reading workers run in their own threads from their own files, beside main.js.
    entryPoints: {
      main: 'src/main.ts',
      'cert-pdf.worker': 'src/modules/cert/cert-pdf.worker.ts',
      'face-reading.worker': 'src/modules/face/providers/face-reading.worker.ts',
    },
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: [...externalPackages(), ...builtinModules, 'node:*'],
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const inlined = Object.keys(result.metafile.inputs).filter((p) => p.includes('node_modules/'));
  if (inlined.length > 0) {
    throw new Error(
      `npm packages would be bundled (add them to apps/server/package.json "dependencies"):\n  ${inlined.join('\n  ')}`,
    );
  }
  fs.cpSync(path.join(SERVER_ROOT, 'src/db/migrations'), path.join(DIST_DIR, 'migrations'), { recursive: true });
  return { ms: Math.round(performance.now() - started), bytes: fs.statSync(DIST_MAIN).size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, bytes } = await buildServer();
  console.log(`server built: ${path.relative(process.cwd(), DIST_MAIN)} (${Math.round(bytes / 1024)} KiB) in ${ms} ms`);
}
