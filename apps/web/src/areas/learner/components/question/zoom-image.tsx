import { Image } from 'antd';

/** antd Image (click to preview), loaded by question-image.tsx only when a question has a picture. */
export default function ZoomImage({ src, width }: { src: string; width: number }) {
  return <Image src={src} width={width} />;
}
