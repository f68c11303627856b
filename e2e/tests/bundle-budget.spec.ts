import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatWeights, SIGN_IN_MAX_FILES, weighRoutes } from '../../scripts/bundle-budget.ts';

/**
 * Issue 17: the page weight budgets on the production build the browser tests run against (sizes are
 * deterministic, so this is a test; bench/bundle.ts prints the same figures and a Fast 3G load). No browser.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');

test('every route group stays within its gzipped JS + CSS budget, the capped ones within their file count', () => {
  const groups = weighRoutes(dist, path.join(ROOT, 'apps/web'));
  console.log(formatWeights(groups).join('\n'));
  const budgeted = groups.filter((g) => g.budgetKb !== undefined).map((g) => g.name);
  expect(budgeted).toEqual([
    'login/register/forgot',
    'learner home',
    'learner exam page',
    'learner course view',
    'admin dashboard',
    'other admin pages',
  ]);
  // Issue 28: each file is a round trip before the sign-in form works on a slow network.
  const signIn = groups.find((g) => g.name === 'login/register/forgot');
  expect(signIn?.maxFiles).toBe(SIGN_IN_MAX_FILES);
  expect(signIn?.mostFiles.files.length).toBeLessThanOrEqual(SIGN_IN_MAX_FILES);
  // The learner pages and the dashboard have file caps too (their named chunks: apps/web/build/area-chunks.ts).
  const capped = groups.filter((g) => g.maxFiles !== undefined).map((g) => g.name);
  expect(capped).toEqual([
    'login/register/forgot',
    'learner home',
    'learner exam page',
    'learner course view',
    'admin dashboard',
  ]);
  expect(groups.filter((g) => !g.ok).map((g) => `${g.name}: ${(g.worst.bytes / 1024).toFixed(1)} KB`)).toEqual([]);
});
