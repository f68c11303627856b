import { endpoints, type UserPagingParams, type UserView } from '@xuekao/contracts';
import { PickDialog } from '../list-page';
import { DeptTreeSelect } from './dept-tree-select';

/** Warning of docs/REQUIREMENTS.md#pickers when confirming the user picker with nothing ticked (verbatim). */
export const PICK_USER_WARNING = '请至少勾选一个用户！!';

export interface UserPickerProps {
  open: boolean;
  title?: string;
  /** Users already chosen elsewhere, left out of the list. */
  excludes?: string[];
  onCancel: () => void;
  onConfirm: (users: UserView[]) => void;
}

/**
 * The user picker dialog: a paged user list (10 per page) with account/name and department search,
 * multi-select across pages; confirming with nothing ticked warns 请至少勾选一个用户！!.
 */
export function UserPicker({ open, title = '选择用户', excludes, onCancel, onConfirm }: UserPickerProps) {
  return (
    <PickDialog<UserView, UserPagingParams>
      open={open}
      title={title}
      emptyWarning={PICK_USER_WARNING}
      okText={(n) => `确定（已选 ${n} 人）`}
      onCancel={onCancel}
      onConfirm={onConfirm}
      list={{
        url: endpoints.user.paging,
        defaultParams: { state: 0 },
        params: excludes?.length ? { excludes } : undefined,
        searchFields: [
          { name: 'name', label: '账号/姓名' },
          { name: 'deptCode', label: '部门', node: <DeptTreeSelect placeholder="部门" />, width: 220 },
        ],
        columns: [
          { title: '账号', dataIndex: 'userName', sorter: true },
          { title: '姓名', dataIndex: 'realName', sorter: true },
          { title: '部门', dataIndex: 'deptCode_dictText', key: 'deptCode', sorter: true },
          { title: '手机', dataIndex: 'mobile' },
        ],
      }}
    />
  );
}
