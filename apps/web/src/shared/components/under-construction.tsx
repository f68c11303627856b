import { Result } from 'antd';

/** Shown for a menu entry whose page is not written yet, so a seeded menu still answers honestly. */
export function UnderConstruction({ title }: { title?: string }) {
  return <Result status="info" title={title || '功能建设中'} subTitle="该功能将在后续版本提供" />;
}
