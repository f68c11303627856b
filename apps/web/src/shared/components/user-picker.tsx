import { endpoints, type UserPagingParams, type UserView } from '@xuekao/contracts';
import { PickDialog } from '../list-page';
import { m } from './admin-widgets/messages';
import { DeptTreeSelect } from './dept-tree-select';

/**
 * Warning of docs/REQUIREMENTS.md#pickers when confirming the user picker with nothing ticked (verbatim, zh-CN;
 * the dialog shows it in the current locale).
 */
export const PICK_USER_WARNING = m.zh.pickUserWarning;

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
export function UserPicker({ open, title = m('chooseUser'), excludes, onCancel, onConfirm }: UserPickerProps) {
  return (
    <PickDialog<UserView, UserPagingParams>
      open={open}
      title={title}
      emptyWarning={m('pickUserWarning')}
      okText={(n) => m('okPickedPersons', { n })}
      onCancel={onCancel}
      onConfirm={onConfirm}
      list={{
        url: endpoints.user.paging,
        defaultParams: { state: 0 },
        params: excludes?.length ? { excludes } : undefined,
        searchFields: [
          { name: 'name', label: m('userName') },
          { name: 'deptCode', label: m('dept'), node: <DeptTreeSelect placeholder={m('dept')} />, width: 220 },
        ],
        columns: [
          { title: m('account'), dataIndex: 'userName', sorter: true },
          { title: m('realName'), dataIndex: 'realName', sorter: true },
          { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode', sorter: true },
          { title: m('mobile'), dataIndex: 'mobile' },
        ],
      }}
    />
  );
}
