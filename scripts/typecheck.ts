/**
 * `npm run typecheck`: `tsc -p` over every TypeScript project of the repository, two at a time (the machines
 * have two cores; one after another took 86 s of CI). Each project's output is printed whole when it ends, so
 * two runs never interleave; exits 1 when any project has errors.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = ['apps/web', 'apps/server', 'packages/contracts', 'e2e', 'scripts'];
const AT_ONCE = 2;

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${secs} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) results.push(await check(p));
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
