/**
 * Test support for the catalogue's guards (messages/*.test.ts): finds the Chinese messages of the source
 * files with the TypeScript parser, so a message added without its English fails a test that names it.
 *
 * A message is what reaches a sink (an `AppError`, a helper that builds one...), evaluated as far as the
 * source allows: literals, templates, `a ? b : c`, `a ?? b`, constants of the same file or of a relative
 * import, object constants (`FACE_MSG.x`, `TITLES[p]`). A value the scan cannot know becomes `SAMPLE`
 * inside a template; a whole message it cannot know is reported as unresolved (the test lists the known ones).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What stands for a value the scan cannot know (a number, a name typed by a user). */
export const SAMPLE = 'x9';
export const HAS_CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
const MAX_SAMPLES = 64;

export interface Found {
  /** `file:line` of the expression. */
  at: string;
  /** The messages it can produce (SAMPLE for unknown parts); empty when it could not be evaluated. */
  samples: string[];
  /** The source text of an expression that could not be evaluated. */
  unresolved?: string;
}

/** Every `.ts` file under `dir`, tests and the given folders/patterns left out. */
export function sourceFiles(dir: string, skip: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.test(full)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full, skip));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sf);
  }
  return sf;
}

type Values = string[] | null;

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)
    ? unwrap(e.expression)
    : e;

/** The initializer of `const name = ...` in the file (any scope), or of a name imported from a relative file. */
function declaration(sf: ts.SourceFile, name: string, depth: number): [ts.SourceFile, ts.Expression][] {
  const found: [ts.SourceFile, ts.Expression][] = [];
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) {
      found.push([sf, n.initializer]);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (found.length || depth > 3) return found;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const named = st.importClause?.namedBindings;
    if (!spec.startsWith('.') || !named || !ts.isNamedImports(named)) continue;
    const el = named.elements.find((e) => e.name.text === name);
    if (!el) continue;
    const target = path.resolve(path.dirname(sf.fileName), spec);
    if (fs.existsSync(target)) return declaration(parse(target), (el.propertyName ?? el.name).text, depth + 1);
  }
  return found;
}

function product(parts: string[][]): string[] {
  let out = [''];
  for (const p of parts) out = out.flatMap((a) => p.map((b) => a + b)).slice(0, MAX_SAMPLES);
  return out;
}

/** The values an expression can take, or null when the scan cannot tell. */
export function evaluate(sf: ts.SourceFile, expr: ts.Expression, depth = 0): Values {
  const e = unwrap(expr);
  if (depth > 8) return null;
  const ev = (x: ts.Expression) => evaluate(sf, x, depth + 1);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isNumericLiteral(e)) return [e.text];
  if (ts.isTemplateExpression(e)) {
    const parts: string[][] = [[e.head.text]];
    for (const span of e.templateSpans) parts.push(ev(span.expression) ?? [SAMPLE], [span.literal.text]);
    return product(parts);
  }
  if (ts.isConditionalExpression(e)) return union(ev(e.whenTrue), ev(e.whenFalse));
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
      return union(ev(e.left), ev(e.right));
    }
    if (op === ts.SyntaxKind.PlusToken) {
      const [l, r] = [ev(e.left), ev(e.right)];
      return l && r ? product([l, r]) : null;
    }
    return null;
  }
  if (ts.isIdentifier(e)) {
    const decls = declaration(sf, e.text, 0);
    if (!decls.length) return null;
    const all = decls.map(([file, init]) => evaluate(file, init, depth + 1));
    return all.every(Boolean) ? (all.flat() as string[]) : null;
  }
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
    const obj = objectOf(sf, e.expression, depth);
    if (!obj) return null;
    const [file, lit] = obj;
    const key = ts.isPropertyAccessExpression(e) ? e.name.text : keyOf(e.argumentExpression);
    const props = lit.properties.filter(ts.isPropertyAssignment);
    const chosen = key === null ? props : props.filter((p) => propName(p) === key);
    const all = chosen.map((p) => evaluate(file, p.initializer, depth + 1));
    return all.length && all.every(Boolean) ? (all.flat() as string[]) : null;
  }
  if (ts.isObjectLiteralExpression(e)) {
    const all = e.properties.filter(ts.isPropertyAssignment).map((p) => ev(p.initializer));
    return all.every(Boolean) ? (all.flat() as string[]) : null;
  }
  return null;
}

/** Both sides' values; a side the scan cannot tell counts as SAMPLE unless both are unknown. */
function union(a: Values, b: Values): Values {
  return a || b ? [...(a ?? [SAMPLE]), ...(b ?? [SAMPLE])] : null;
}

const keyOf = (e: ts.Expression) => (ts.isStringLiteral(e) || ts.isNumericLiteral(e) ? e.text : null);
const propName = (p: ts.PropertyAssignment) =>
  ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name) ? p.name.text : null;

/** The object literal an expression names (`FACE_MSG`, `TITLES`), with its file. */
function objectOf(
  sf: ts.SourceFile,
  expr: ts.Expression,
  depth: number,
): [ts.SourceFile, ts.ObjectLiteralExpression] | null {
  const e = unwrap(expr);
  if (!ts.isIdentifier(e) || depth > 8) return null;
  for (const [file, init] of declaration(sf, e.text, 0)) {
    const lit = unwrap(init);
    if (ts.isObjectLiteralExpression(lit)) return [file, lit];
  }
  return null;
}

/** A call of `callee` (`AppError.fail`, `new AppError`, `refuse`...) whose argument `index` is a message. */
export type Sink = [callee: string, index: number];

const calleeName = (n: ts.CallExpression | ts.NewExpression) => n.expression.getText();

/** Every message that reaches one of the sinks in the files. */
export function scanSinks(files: string[], sinks: Sink[], root: string): Found[] {
  const out: Found[] = [];
  for (const file of files) {
    const sf = parse(file);
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
        const name = (ts.isNewExpression(n) ? 'new ' : '') + calleeName(n);
        for (const [callee, index] of sinks) {
          const arg = callee === name ? n.arguments?.[index] : undefined;
          if (arg) out.push(found(sf, messageOf(arg), root));
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

/** `{ row, message }` (import row errors) stands for its message. */
function messageOf(arg: ts.Expression): ts.Expression {
  if (!ts.isObjectLiteralExpression(arg)) return arg;
  const prop = arg.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'message');
  return prop && ts.isPropertyAssignment(prop) ? prop.initializer : arg;
}

function found(sf: ts.SourceFile, expr: ts.Expression, root: string): Found {
  const at = `${path.relative(root, sf.fileName)}:${sf.getLineAndCharacterOfPosition(expr.getStart()).line + 1}`;
  const samples = evaluate(sf, expr);
  return samples ? { at, samples: [...new Set(samples)] } : { at, samples: [], unresolved: expr.getText() };
}

/** Every string or template with Chinese under `node`, each evaluated (constants resolved). */
function literalsIn(sf: ts.SourceFile, node: ts.Node, root: string, skip: Set<string>, out: Found[]): void {
  const visit = (n: ts.Node) => {
    if (
      (ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) &&
      ts.isIdentifier(n.name) &&
      skip.has(n.name.text)
    ) {
      return;
    }
    if (ts.isPropertyAssignment(n) && ts.isStringLiteral(n.name) && HAS_CJK.test(n.name.text)) return;
    // `.describe('...')`: API documentation, not a message
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'describe'
    ) {
      visit(n.expression);
      return;
    }
    const literal = ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);
    if (literal && HAS_CJK.test(n.getText())) {
      out.push(found(sf, n as ts.Expression, root));
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
}

/**
 * The message constants of the files: every module-level `const UPPER_CASE = ...` holding Chinese texts
 * (`FACE_LOGIN_OFF`, `FACE_MSG`, `HAND_TEXT`...), except the names in `skip` (data such as sheet headers).
 */
export function scanConstants(files: string[], root: string, skip: Set<string>): Found[] {
  const out: Found[] = [];
  for (const file of files) {
    const sf = parse(file);
    for (const st of sf.statements) {
      if (!ts.isVariableStatement(st)) continue;
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !/^[A-Z][A-Z0-9_]*$/.test(d.name.text) || skip.has(d.name.text)) continue;
        if (d.initializer) literalsIn(sf, d.initializer, root, skip, out);
      }
    }
  }
  return out;
}

/** Every string or template with Chinese in the files, except inside the declarations or properties named in `skip`. */
export function scanLiterals(files: string[], root: string, skip: Set<string>): Found[] {
  const out: Found[] = [];
  for (const file of files) literalsIn(parse(file), parse(file), root, skip, out);
  return out;
}
