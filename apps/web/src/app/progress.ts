import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

let pending = 0;

/** Start the top progress bar; every start needs one `progressDone`. */
export function progressStart(): void {
  pending += 1;
  if (pending === 1) NProgress.start();
}

export function progressDone(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}
