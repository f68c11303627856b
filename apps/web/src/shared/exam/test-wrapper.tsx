import { App } from 'antd';
import type { ReactNode } from 'react';

/** Hooks that show dialogs need antd's App context. */
export function AppWrapper({ children }: { children: ReactNode }) {
  return <App>{children}</App>;
}
