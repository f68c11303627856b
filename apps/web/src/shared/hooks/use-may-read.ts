import { useUser } from '@web/core/session';
import { type Auth, mayRead } from '@xuekao/contracts';

/**
 * May the signed-in user read what a shared select or picker lists? `auth` is the select's entry of the
 * contracts' PICKER_AUTH (the same the endpoint is guarded with): a select that may not read shows itself
 * disabled and asks nothing, instead of a 权限不足 message when its page opens.
 */
export function useMayRead(auth: Auth): boolean {
  const user = useUser();
  // No session loaded (never on a guarded page): the select asks, and the server answers as always.
  return !user || mayRead(user.permissions, auth);
}
