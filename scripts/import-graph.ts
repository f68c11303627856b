import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one file: what was written, and the repository file it resolves to (null: a package). */
export interface ImportEdge {
  from: string;
  spec: string;
  to: string | null;
  typeOnly: boolean;
}

/** Path aliases (tsconfig `paths`), relative to the repository root. */
export const ALIASES: Record<string, string> = {
  '@server/': 'apps/server/src/',
  '@web/': 'apps/web/src/',
  '@xuekao/contracts': 'packages/contracts/src/index.ts',
};

const SOURCE_DIRS = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/scripts',
  'apps/web/src',
  'packages/contracts/src',
  'scripts',
  'e2e',
  'bench',
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'migrations') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
}

/** Every TypeScript source file under the usual folders of `root`, as repository-relative paths. */
export function sourceFiles(root: string, dirs = SOURCE_DIRS): string[] {
  const out: string[] = [];
  for (const d of dirs) walk(path.join(root, d), out);
  return out.map((f) => path.relative(root, f).split(path.sep).join('/')).sort();
}

function resolveFile(root: string, candidate: string): string | null {
  for (const ext of EXTENSIONS) {
    const full = path.join(root, candidate + ext);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.relative(root, full).split(path.sep).join('/');
  }
  return null;
}

/** Resolves an import written in `from` to a repository file, or null for a package. */
export function resolveImport(root: string, from: string, spec: string): string | null {
  if (spec.startsWith('.')) return resolveFile(root, path.posix.join(path.posix.dirname(from), spec));
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (spec === alias || (alias.endsWith('/') && spec.startsWith(alias))) {
      return resolveFile(root, target + spec.slice(alias.length)) ?? target + spec.slice(alias.length);
    }
  }
  return null;
}

/** The imports (static, type-only, re-exports, dynamic) of every file. */
export function importGraph(root: string, files = sourceFiles(root)): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(root, from), 'utf8');
    const source = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, false);
    const add = (spec: string, typeOnly: boolean) =>
      edges.push({ from, spec, to: resolveImport(root, from, spec), typeOnly });
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, Boolean(node.importClause?.isTypeOnly));
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.isTypeOnly);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const lit = node.argument.literal;
        if (ts.isStringLiteral(lit)) add(lit.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}
