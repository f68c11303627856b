import { lazy, Suspense } from 'react';

const ZoomImage = lazy(() => import('./zoom-image'));

/**
 * A question's or an option's picture with click-to-preview. The preview (antd Image) loads only when a
 * picture is shown, so the exam page's first download stays within its budget (bench/bundle.ts); until
 * then the plain picture stands in its place.
 */
export function QuestionImage({ src, width }: { src: string; width: number }) {
  return (
    <Suspense fallback={<img src={src} width={width} alt="" />}>
      <ZoomImage src={src} width={width} />
    </Suspense>
  );
}
