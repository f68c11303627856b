import { progressDone, progressStart } from '@web/app/progress';
import { Spin } from 'antd';
import { useEffect } from 'react';

/** Suspense fallback while a lazily loaded page arrives: the top progress bar and a quiet spinner. */
export function PageLoading() {
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}>
      <Spin />
    </div>
  );
}
