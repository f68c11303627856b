import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBoundaries, unitOf } from './check-boundaries.ts';

let root: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const rules = () => checkBoundaries(root).map((v) => v.rule);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-boundaries-'));
  // A small tree that keeps every rule.
  write('packages/contracts/src/index.ts', "import { z } from 'zod';\nexport const A = z.string();\n");
  write('apps/server/src/lib/app-error.ts', 'export class AppError extends Error {}\n');
  write(
    'apps/server/src/app-context.ts',
    "import type { AppError } from './lib/app-error.ts';\nexport type Ctx = AppError;\n",
  );
  write('apps/server/src/modules/user/user.queries.ts', "import { eq } from 'drizzle-orm';\nexport const q = eq;\n");
  write(
    'apps/server/src/modules/user/user.service.ts',
    "import type { Ctx } from '../../app-context.ts';\nimport { q } from './user.queries.ts';\nexport const s = (c: Ctx) => q;\n",
  );
  write(
    'apps/server/src/modules/exam/exam.service.ts',
    "import { s } from '@server/modules/user/user.service.ts';\nexport const e = s;\n",
  );
  write('apps/server/test/helpers.ts', "import { sql } from 'drizzle-orm';\nexport const h = sql;\n");
  write(
    'apps/web/src/areas/admin/pages/users/index.tsx',
    "import { A } from '@xuekao/contracts';\nexport const P = A;\n",
  );
  write(
    'apps/web/src/areas/learner/pages/home/index.tsx',
    "import { A } from '@xuekao/contracts';\nexport const L = A;\n",
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the import-boundary check (scripts/check-boundaries.ts)', () => {
  it('passes a tree that keeps the rules (tests may use drizzle; aliases resolve)', () => {
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('fails a learner page importing an admin page, and the other way round', () => {
    write('apps/web/src/areas/learner/pages/home/x.ts', "export { P } from '../../../admin/pages/users';\n");
    expect(rules()).toEqual(['learner and admin areas do not import each other']);
    fs.rmSync(path.join(root, 'apps/web/src/areas/learner/pages/home/x.ts'));
    write(
      'apps/web/src/areas/admin/pages/users/y.ts',
      "import type { L } from '@web/areas/learner/pages/home/index.tsx';\nexport type Y = typeof L;\n",
    );
    expect(rules()).toEqual(['learner and admin areas do not import each other']);
  });

  it('fails a web import that runs up the floors (app -> areas -> shared -> api -> core); tests may', () => {
    write('apps/web/src/core/session.ts', "import { t } from '../i18n/core';\nexport const s = t;\n");
    write('apps/web/src/i18n/core.ts', 'export const t = 1;\n');
    write('apps/web/src/api/request.ts', "import { s } from '@web/core/session';\nexport const r = s;\n");
    write('apps/web/src/shared/list.tsx', "import { r } from '../api/request';\nexport const l = r;\n");
    write('apps/web/src/app/views.ts', "import { P } from '../areas/admin/pages/users';\nexport const v = P;\n");
    write('apps/web/src/core/session.test.ts', "import { v } from '../app/views';\nexport const x = v;\n");
    expect(checkBoundaries(root)).toEqual([]);
    write('apps/web/src/api/config.ts', "import { v } from '../app/views';\nexport const c = v;\n");
    write('apps/web/src/core/form.ts', "import { l } from '@web/shared/list';\nexport const f = l;\n");
    expect(checkBoundaries(root).map((v) => `${v.rule}: ${v.detail}`)).toEqual([
      "web floors: api does not import app: apps/web/src/api/config.ts imports '../app/views'",
      "web floors: core does not import shared: apps/web/src/core/form.ts imports '@web/shared/list'",
    ]);
  });

  it('fails contracts importing anything of ours', () => {
    write(
      'packages/contracts/src/bad.ts',
      "import type { Ctx } from '../../../apps/server/src/app-context.ts';\nexport type B = Ctx;\n",
    );
    expect(rules()).toEqual(['contracts import nothing of ours']);
  });

  it('fails drizzle outside *.queries.ts and db/, subpaths and type-only imports included', () => {
    write(
      'apps/server/src/modules/user/user.presenter.ts',
      "import type { AnyPgColumn } from 'drizzle-orm/pg-core';\nexport type C = AnyPgColumn;\n",
    );
    write('apps/server/src/modules/user/user.routes.ts', "import { sql } from 'drizzle-orm';\nexport const r = sql;\n");
    write(
      'apps/server/src/db/schema.ts',
      "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable;\n",
    );
    expect(rules()).toEqual(['only *.queries.ts and db/ import drizzle', 'only *.queries.ts and db/ import drizzle']);
  });

  it('fails lib/ importing a module or the app context', () => {
    write(
      'apps/server/src/lib/text.ts',
      "import type { s } from '../modules/user/user.service.ts';\nexport type T = typeof s;\n",
    );
    expect(rules()).toEqual(['lib/ imports nothing but lib/ and contracts']);
  });

  it('fails an import cycle between module folders, even through type-only imports', () => {
    write(
      'apps/server/src/modules/user/user.presenter.ts',
      "import type { e } from '../exam/exam.service.ts';\nexport type U = typeof e;\n",
    );
    const found = checkBoundaries(root);
    expect(found.map((v) => v.rule)).toEqual(['no import cycle between units']);
    expect(found[0].detail).toContain('apps/server/src/modules/exam, apps/server/src/modules/user');
  });

  it('fails a circle between two files of one module, type-only included, printed as a -> b -> a', () => {
    write(
      'apps/server/src/modules/user/user.presenter.ts',
      "import type { s } from './user.service.ts';\nexport type P = typeof s;\n",
    );
    write(
      'apps/server/src/modules/user/user.service.ts',
      "import type { P } from './user.presenter.ts';\nexport const s = (p: P) => p;\n",
    );
    const found = checkBoundaries(root);
    expect(found.map((v) => v.rule)).toEqual(['no import circle between files']);
    expect(found[0].detail).toBe(
      'apps/server/src/modules/user/user.presenter.ts -> apps/server/src/modules/user/user.service.ts -> ' +
        'apps/server/src/modules/user/user.presenter.ts',
    );
  });

  it('fails a circle of test support files too, naming the files tangled beside the circle', () => {
    write('apps/server/test/stand-ins/a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
    write('apps/server/test/stand-ins/b.ts', "import { c } from './c.ts';\nexport const b = () => c;\n");
    write(
      'apps/server/test/stand-ins/c.ts',
      "import { a } from './a.ts';\nimport { b } from './b.ts';\nexport const c = () => [a, b];\n",
    );
    const found = checkBoundaries(root);
    expect(found.map((v) => v.rule)).toEqual(['no import circle between files']);
    expect(found[0].detail).toBe(
      'apps/server/test/stand-ins/a.ts -> apps/server/test/stand-ins/b.ts -> apps/server/test/stand-ins/c.ts -> ' +
        'apps/server/test/stand-ins/a.ts',
    );
    write('apps/server/test/stand-ins/d.ts', "import { a } from './a.ts';\nexport const d = a;\n");
    write(
      'apps/server/test/stand-ins/a.ts',
      "import { b } from './b.ts';\nimport './d.ts';\nexport const a = () => b;\n",
    );
    expect(checkBoundaries(root)[0].detail).toBe(
      'apps/server/test/stand-ins/a.ts -> apps/server/test/stand-ins/d.ts -> apps/server/test/stand-ins/a.ts ' +
        '(tangled with apps/server/test/stand-ins/b.ts, apps/server/test/stand-ins/c.ts)',
    );
  });

  it('counts a whole server module folder or web page folder as one unit, other files alone', () => {
    expect(unitOf('apps/server/src/modules/paper/paper-hand.service.ts')).toBe('apps/server/src/modules/paper');
    expect(unitOf('apps/web/src/areas/admin/pages/exam-watch/watch-header.tsx')).toBe(
      'apps/web/src/areas/admin/pages/exam-watch',
    );
    expect(unitOf('apps/server/src/plugins/route-table.ts')).toBe('apps/server/src/plugins/route-table');
    expect(unitOf('apps/server/src/modules/paper/paper.test.ts')).toBeNull();
  });
});
