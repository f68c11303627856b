import { useQueryClient } from '@tanstack/react-query';
import { effects } from '@web/api/request';
import { sessionRenewed, setSessionRescue } from '@web/api/session-rescue';
import { forgetSession } from '@web/core/token';
import { App } from 'antd';
import { useEffect } from 'react';
import { m } from '../messages';

/**
 * While the exam page shows a paper, an expired session does not send the learner to the login page
 * (api/session-rescue.ts): a dialog that cannot be dismissed opens over the page and signs the learner in
 * again there, the answers waiting in the journal meanwhile; the page then carries on where it was. The
 * sign-in form is loaded only then (the exam page's first download does not carry it), inside the page's
 * own confirm dialog (antd App), which the first download has already.
 */
export function SessionRescue() {
  const { modal } = App.useApp();
  const client = useQueryClient();

  useEffect(() => {
    let active = true;
    let dialog: { destroy: () => void } | undefined;
    const renewed = () => {
      dialog?.destroy();
      dialog = undefined;
      sessionRenewed();
      // whatever failed while the session was gone (a question opened meanwhile) is read again
      void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
    };
    const open = ({ sessionAlive, SessionSignInForm }: typeof import('./session-sign-in-form')) =>
      // A call sent before the last sign-in may answer 10010002 after it: the session is asked first.
      sessionAlive().then((alive) => {
        if (alive) return renewed();
        if (!active || dialog) return;
        dialog = modal.warning({
          title: m('sessionTitle'),
          content: <SessionSignInForm onSignedIn={renewed} />,
          footer: null,
          keyboard: false,
          width: 440,
        });
      });
    const signOut = () => {
      // the form cannot be loaded: sign out as without a rescue (the answers wait on the device)
      setSessionRescue(null);
      forgetSession();
      effects.notify(m('sessionTitle'));
      effects.reload();
    };
    setSessionRescue(() => void import('./session-sign-in-form').then(open, signOut));
    return () => {
      active = false;
      dialog?.destroy();
      setSessionRescue(null);
    };
  }, [modal, client]);

  return null;
}
