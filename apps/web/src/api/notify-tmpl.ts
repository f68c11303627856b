import type {
  IdsBody,
  NotifyTmplRecord,
  SaveNotifyTmplBody,
  SendNotifyTmplBody,
  SendResult,
  StateBody,
} from '@xuekao/contracts';
import { request } from './request';

export const NOTIFY_TMPL_PAGING_URL = '/api/notify/tmpl/paging';

export interface NotifyTmplParams {
  title?: string;
  state?: number;
}

/** Message template calls (docs/REQUIREMENTS.md#notices), plus sending a template to chosen users. */
export const notifyTmplApi = {
  detail: (id: string) => request<NotifyTmplRecord>('/api/notify/tmpl/detail', { id }),
  save: (body: SaveNotifyTmplBody) => request<{ id: string }>('/api/notify/tmpl/save', body),
  state: (body: StateBody) => request<void>('/api/notify/tmpl/state', body),
  delete: (body: IdsBody) => request<void>('/api/notify/tmpl/delete', body),
  send: (body: SendNotifyTmplBody) => request<SendResult>('/api/notify/tmpl/send', body),
};
