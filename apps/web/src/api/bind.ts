import { useQuery } from '@tanstack/react-query';
import type { BindInfo, BindMobileBody, DirectBindBody } from '@xuekao/contracts';
import { request } from './request';

export const SMS_LOG_PAGING_URL = '/api/sys/sms/paging';

/** Mobile binding (docs/REQUIREMENTS.md#sign-in `/api/sys/user/bind/*`). */
export const bindApi = {
  info: () => request<BindInfo>('/api/sys/user/bind/bind-info'),
  bind: (body: BindMobileBody) => request<void>('/api/sys/user/bind/bind-mobile', body),
  unbind: (body: BindMobileBody) => request<void>('/api/sys/user/bind/unbind-mobile', body),
  directBind: (body: DirectBindBody) => request<void>('/api/sys/user/bind/direct-bind', body),
  directUnbind: (body: DirectBindBody) => request<void>('/api/sys/user/bind/direct-unbind', body),
};

export const bindKeys = { info: ['sys', 'user', 'bind-info'] as const };

export function useBindInfo() {
  return useQuery({ queryKey: bindKeys.info, queryFn: bindApi.info });
}
