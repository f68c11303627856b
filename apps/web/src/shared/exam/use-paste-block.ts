import { App } from 'antd';
import { useEffect } from 'react';
import { examTexts } from './exam-texts';

/**
 * Blocks pasting (and copying, cutting, the context menu) while the exam forbids it (docs/REQUIREMENTS.md#proctoring),
 * telling the learner why. `enabled` is true when the exam's `copyPaste` is off.
 */
export function usePasteBlock(enabled: boolean) {
  const { message } = App.useApp();
  useEffect(() => {
    if (!enabled) return;
    const block = (e: Event) => {
      e.preventDefault();
      message.warning({ content: examTexts.noPaste(), key: 'xk-no-paste' });
    };
    const events = ['paste', 'copy', 'cut'] as const;
    for (const name of events) document.addEventListener(name, block, true);
    return () => {
      for (const name of events) document.removeEventListener(name, block, true);
    };
  }, [enabled, message]);
}
