/**
 * Message templates (docs/REQUIREMENTS.md#notices), plus sending a template to chosen users: calls go
 * through `call(endpoints.notify.*)`; the list is a ListPage on `endpoints.notify.paging`.
 */
export interface NotifyTmplParams {
  title?: string;
  state?: number;
}
