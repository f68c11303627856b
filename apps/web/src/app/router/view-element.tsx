import { PageLoading } from '@web/shared/components/page-loading';
import { UnderConstruction } from '@web/shared/components/under-construction';
import { Suspense } from 'react';
import { lazyView } from '../views';

/** The page a menu entry names, loaded lazily; "under construction" when the page is not written yet. */
export function ViewElement({ component, title }: { component: string; title?: string }) {
  const View = lazyView(component);
  if (!View) return <UnderConstruction title={title} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <View />
    </Suspense>
  );
}
