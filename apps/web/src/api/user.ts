import type {
  BatchDeptBody,
  BatchRoleBody,
  IdsBody,
  ResetPassBody,
  SaveUserBody,
  StateBody,
  UserView,
} from '@xuekao/contracts';
import { request } from './request';

/** Paging endpoint of the user list and the user pickers. */
export const USER_PAGING_URL = '/api/sys/user/paging';
export const USER_EXPORT_URL = '/api/sys/user/export';
export const USER_IMPORT_URL = '/api/sys/user/import';
export const USER_TEMPLATE_URL = '/api/sys/user/import/template';
export const USER_DELETE_URL = '/api/sys/user/delete';
export const USER_STATE_URL = '/api/sys/user/state';

/** Admin user calls (docs/REQUIREMENTS.md#users); the list itself goes through `usePaging`/`<ListPage>`. */
export const userApi = {
  detail: (id: string) => request<UserView>('/api/sys/user/detail', { id }),
  save: (body: SaveUserBody) => request<UserView>('/api/sys/user/save', body),
  state: (body: StateBody) => request<void>(USER_STATE_URL, body),
  delete: (body: IdsBody) => request<void>(USER_DELETE_URL, body),
  resetPass: (body: ResetPassBody) => request<void>('/api/sys/user/reset-pass', body),
  batchDept: (body: BatchDeptBody) => request<void>('/api/sys/user/batch-dept', body),
  batchRole: (body: BatchRoleBody) => request<void>('/api/sys/user/batch-role', body),
};
