import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@xuekao/contracts';
import { call } from './request';

export const bindKeys = { info: ['sys', 'user', 'bind-info'] as const };

/** The caller's mobile binding (docs/REQUIREMENTS.md#sign-in `/api/sys/user/bind/*`), mobile masked. */
export function useBindInfo() {
  return useQuery({ queryKey: bindKeys.info, queryFn: () => call(endpoints.bind.bindInfo, {}) });
}
