import { progressDone, progressStart } from '@web/core/progress';
import { useEffect } from 'react';
import './page-loading.css';
import { m } from './messages';

/** Suspense fallback while a lazily loaded page arrives: the top progress bar and a quiet spinner. */
export function PageLoading() {
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div className="xk-page-loading">
      <div className="xk-page-loading-dot" role="status" aria-label={m('loading')} />
    </div>
  );
}
