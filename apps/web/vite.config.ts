import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import { areaChunksPlugin } from './build/area-chunks';
import { signInChunk } from './build/sign-in-chunk';

const api = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * The live player page (public/player/live.html) loads hls.js as a plain script of this site: the build
 * copies it to player/hls.min.js and the dev server answers it from node_modules.
 */
function livePlayerScripts(): Plugin {
  const file = () => createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
  return {
    name: 'live-player-scripts',
    configureServer(server) {
      server.middlewares.use('/player/hls.min.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(fs.readFileSync(file()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'player/hls.min.js', source: fs.readFileSync(file()) });
    },
  };
}

/**
 * The service worker (src/sw/service-worker.ts) is a script of its own at the site's root, /sw.js, so its
 * scope is the whole site: the build writes it from the TypeScript source, types stripped.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle() {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, 'src/sw/service-worker.ts'), 'utf8');
      const js = ts.transpileModule(source, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None, removeComments: true },
      }).outputText;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: js });
    },
  };
}

type Edit = [start: number, end: number, text: string];

const DROPPED_ENDPOINT_FIELDS = new Set(['request', 'answer', 'auth', 'summary']);

const applyEdits = (code: string, edits: Edit[]) =>
  edits.sort((a, b) => b[0] - a[0]).reduce((out, [s, e, text]) => `${out.slice(0, s)}${text}${out.slice(e)}`, code);

/** Does an expression call something while it is evaluated (function bodies do not count)? */
function callsWhenEvaluated(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, callsWhenEvaluated) ?? false;
}

/** Every `endpoint({...})` keeps what the web uses (path, methods, raw); its schemas, auth and summary go. */
function stripEndpointSchemas(code: string): string {
  const file = ts.createSourceFile('endpoints.ts', code, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      DROPPED_ENDPOINT_FIELDS.has(node.name.text) &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isCallExpression(node.parent.parent) &&
      node.parent.parent.expression.getText(file) === 'endpoint'
    ) {
      edits.push([node.initializer.getStart(file), node.initializer.getEnd(), 'null']);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(code, edits);
}

/**
 * Imports nothing refers to any more (the schemas of a stripped endpoint table) are dropped, so the module
 * graph no longer leads from the table to the schemas and zod (the sign-in chunk, build/sign-in-chunk.ts).
 */
function dropUnusedImports(code: string): string {
  const file = ts.createSourceFile('endpoints.ts', code, ts.ScriptTarget.Latest, true);
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const edits: Edit[] = [];
  for (const st of file.statements) {
    const clause = ts.isImportDeclaration(st) ? st.importClause : undefined;
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || clause.name) continue;
    if (bindings.elements.every((e) => !used.has(e.name.text))) edits.push([st.getStart(file), st.getEnd(), '']);
  }
  return applyEdits(code, edits);
}

/**
 * Every top-level `const x = <expression calling something>` (zod schemas) becomes a pure IIFE, evaluated as
 * before, so the bundler drops the ones nothing uses.
 */
function pureTopLevelConsts(code: string): string {
  const file = ts.createSourceFile('contracts.ts', code, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  for (const st of file.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (!init || !callsWhenEvaluated(init)) continue;
      edits.push([init.getStart(file), init.getEnd(), `/* @__PURE__ */ (() => (${init.getText(file)}))()`]);
    }
  }
  return applyEdits(code, edits);
}

/**
 * The web needs only the endpoint table's paths (`call()` sends, the server validates and authorises): in the
 * production build the schemas, auth and summary of every entry are dropped, and the contracts are marked free
 * of side effects, so a page downloads only the schemas it uses itself (form rules) and the sign-in page no
 * schemas at all. Budgets: bench/bundle.ts. Tests and the dev server keep the full table.
 */
function endpointPathsOnly(): Plugin {
  return {
    name: 'endpoint-paths-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id)) return null;
      const table = /[\\/]endpoints[\\/][^\\/]+\.ts$/.test(id);
      return {
        code: pureTopLevelConsts(table ? dropUnusedImports(stripEndpointSchemas(code)) : code),
        map: null,
        moduleSideEffects: false,
      };
    },
  };
}

/**
 * Writes a gzip and a brotli copy next to every script, style, page and SVG of the build; the server sends
 * them to browsers that accept them (`preCompressed`, apps/server/src/plugins/static-web.ts). The page weight
 * budgets (bench/bundle.ts) count gzipped bytes, which is what the browser then downloads.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (c) => {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(m?js|css|html|svg)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        // Quality 9 of 11: nearly the same size, many times faster to build.
        const br = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, br));
      }
    },
  };
}

const IS_BRIGHT_IMPORT = "import { isBright } from '../../color-picker/components/ColorPresets';";

/**
 * antd's Button and Tag styles take one small helper, `isBright`, from the colour picker's presets panel,
 * and that import drags the panel, the colour picker and Collapse into every page's first download. The build
 * gives them the same helper on its own (antd 6 `color-picker/components/ColorPresets.js`, same formula).
 * A no-op when antd moves the import.
 */
function antdIsBrightAlone(): Plugin {
  const id = '\0antd-is-bright';
  return {
    name: 'antd-is-bright-alone',
    apply: 'build',
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? `import { FastColor } from '@ant-design/fast-color';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`
        : null,
    transform(code, file) {
      if (!/antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(file) || !code.includes(IS_BRIGHT_IMPORT)) return null;
      return { code: code.replace(IS_BRIGHT_IMPORT, `import { isBright } from '${id}';`), map: null };
    },
  };
}

/**
 * A dynamic import comes with the list of the chunks its target needs, which the page preloads in parallel
 * (Vite's `__vite__mapDeps`). The chunks the importing chunk imports itself are loaded already when its code
 * runs (a module runs after its static imports), so they are left out of its lists. Without this, the shell's
 * list of lazy pages named the shell's own chunks again for every page, and a dialog the exam page loads on
 * demand carried the names of every chunk of the shell (each about 1 KB gzipped; bench/bundle.ts budgets).
 */
function preloadOnlyMissing() {
  let imports = new Map<string, readonly string[]>();
  const loadedWith = (host: string) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const dep of imports.get(file) ?? []) visit(dep);
    };
    visit(host);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'preload-only-missing',
    apply: 'build',
    // before Vite writes the lists (vite:build-import-analysis, a later plugin): the chunks' static imports
    generateBundle(_options, bundle) {
      imports = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])),
      );
    },
  };
  const resolveDependencies = (_file: string, deps: string[], host: { hostId: string; hostType: 'html' | 'js' }) => {
    if (host.hostType !== 'js') return deps;
    const loaded = loadedWith(host.hostId);
    return deps.filter((d) => !loaded.has(d));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadOnlyMissing();
const signIn = signInChunk();
const areas = areaChunksPlugin();

export default defineConfig({
  plugins: [
    react(),
    livePlayerScripts(),
    serviceWorker(),
    endpointPathsOnly(),
    antdIsBrightAlone(),
    preload.plugin,
    signIn.plugin,
    areas.plugin,
    precompress(),
  ],
  resolve: { alias: { '@web': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/upload': api },
  },
  build: {
    outDir: 'dist',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // bench/bundle.ts and the budget test weigh each route through the manifest (scripts/bundle-budget.ts).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 5,
            },
            // zod and the contracts' schemas (form rules) only for the pages using them: without this group
            // the area groups below would take them in through the contracts' index (build/area-chunks.ts).
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/]schemas[\\/]/,
              priority: 3.5,
            },
            { ...signIn.group, priority: 4 },
            // learner 3, exam 2.75, course 2.5, admin 2.25: each takes what the earlier ones left (build/area-chunks.ts)
            ...areas.groups.map((g, i) => ({ ...g, priority: 3 - i / 4 })),
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
});
