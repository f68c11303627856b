import { useCallback, useState } from 'react';

/**
 * Open/closed state of a dialog and the record it works on: `dlg.show(row)` to edit, `dlg.show()` to add,
 * `dlg.record` is undefined when adding.
 */
export function useDialog<R = undefined>() {
  const [state, setState] = useState<{ open: boolean; record?: R }>({ open: false });
  const show = useCallback((record?: R) => setState({ open: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, record: state.record, show, close };
}
