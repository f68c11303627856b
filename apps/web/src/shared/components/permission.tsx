import { hasPermission, useUser } from '@web/core/session';
import { type ReactNode, useCallback, useEffect } from 'react';

/** Keys a guarded element needs: any one of them is enough; none (or an empty list) always passes. */
export type PermissionKeys = readonly string[] | string | undefined;

/**
 * A checker bound to the signed-in user: `const can = usePermission(); can('exam:add')`.
 * Access is granted when the user holds any of the keys; an empty requirement passes (docs/REQUIREMENTS.md#permissions).
 */
export function usePermission(): (keys: PermissionKeys) => boolean {
  const user = useUser();
  return useCallback((keys: PermissionKeys) => hasPermission(user, keys), [user]);
}

export interface PermissionProps {
  keys: PermissionKeys;
  children: ReactNode;
  /** Rendered instead of the children when access is refused (nothing by default). */
  fallback?: ReactNode;
}

/**
 * The spec's permission directive: the children are left out of the page entirely unless the user holds
 * one of `keys`. A refusal is only logged (权限不足), never shown.
 */
export function Permission({ keys, children, fallback = null }: PermissionProps) {
  const can = usePermission();
  const allowed = can(keys);
  useEffect(() => {
    if (!allowed) console.debug('权限不足', keys);
  }, [allowed, keys]);
  return <>{allowed ? children : fallback}</>;
}
