/**
 * The admin list-page pattern, written once and used by every management list. See list-page.tsx for a
 * full example; form-dialog.tsx for add/edit dialogs; excel-import-button.tsx and export-button.tsx.
 */
export { StateSelect, TimeWindow } from './cells';
export { ExcelImportButton, type ExcelImportButtonProps, isXlsx } from './excel-import-button';
export { ExportButton, type ExportButtonProps } from './export-button';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { ListPage } from './list-page';
export { ListToolbar } from './list-toolbar';
export { ordersOfSorter } from './orders';
export { PickDialog, type PickDialogProps } from './pick-dialog';
export { SearchBar } from './search-bar';
export {
  type BatchAction,
  DIALOG_PAGE_SIZE,
  LIST_PAGE_SIZE,
  LIST_TEXTS,
  type ListContext,
  type ListPageHandle,
  type ListPageProps,
  type ListPermissions,
  type SearchField,
} from './types';
export { useDialog } from './use-dialog';
export { useListState } from './use-list-state';
