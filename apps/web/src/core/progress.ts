import type NProgressType from 'nprogress';

/**
 * The top progress bar. nprogress (script and style) loads on the first start, not with the sign-in page
 * (bench/bundle.ts budgets); a start before it arrived shows once it has, unless the work is already done.
 */
let bar: Promise<typeof NProgressType> | null = null;
let pending = 0;

function load(): Promise<typeof NProgressType> {
  bar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([m]) => {
    const NProgress = m.default;
    // nprogress's own template uses role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
    NProgress.configure({
      showSpinner: false,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    });
    return NProgress;
  });
  return bar;
}

/** Start the top progress bar; every start needs one `progressDone`. */
export function progressStart(): void {
  pending += 1;
  if (pending === 1) {
    void load().then((NProgress) => {
      if (pending > 0) NProgress.start();
    });
  }
}

export function progressDone(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0 && bar) void bar.then((NProgress) => pending === 0 && NProgress.done());
}
