import { useMenuTree } from '@web/api/menu';
import { type MenuTreeNode, MenuType, PICKER_AUTH } from '@xuekao/contracts';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { useMayRead } from '../hooks/use-may-read';
import { MenuIcon } from '../icons/icon-registry';
import { NoAccessSelect } from './search-select';
import { m } from './widgets/messages';

/** The value of the root entry: a menu whose parent is '0' is a top-level menu. */
export const MENU_ROOT_ID = '0';

interface Option {
  value: string;
  title: string;
  icon?: React.ReactNode;
  disabled?: boolean;
  children: Option[];
}

export interface MenuTreeSelectProps
  extends Omit<TreeSelectProps<string, Option>, 'treeData' | 'value' | 'onChange' | 'multiple' | 'loading'> {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** A menu that cannot be chosen with everything below it (the menu being edited cannot be its own parent). */
  excludeId?: string;
  /** Offer 顶级菜单 ('0') as the first entry (default true). */
  withRoot?: boolean;
  /** List function menus (type 2) too; they are never a parent, so the default leaves them out. */
  withFunctions?: boolean;
}

function toOptions(
  nodes: MenuTreeNode[],
  excludeId: string | undefined,
  withFunctions: boolean,
  off: boolean,
): Option[] {
  return nodes
    .filter((n) => withFunctions || n.menuType !== MenuType.FUNCTION)
    .map((n) => {
      const disabled = off || n.id === excludeId;
      return {
        value: n.id,
        title: n.metaTitle,
        icon: n.metaIcon ? <MenuIcon name={n.metaIcon} /> : undefined,
        disabled,
        children: toOptions(n.children, excludeId, withFunctions, disabled),
      };
    });
}

/**
 * The menu tree select of docs/REQUIREMENTS.md#pickers: chooses a menu by id from `/api/sys/menu/tree`, searchable by
 * title. Used for a menu's parent (with 顶级菜单, without functions, the edited menu's subtree disabled).
 */
export function MenuTreeSelect({
  value,
  onChange,
  excludeId,
  withRoot = true,
  withFunctions = false,
  placeholder,
  ...rest
}: MenuTreeSelectProps) {
  const allowed = useMayRead(PICKER_AUTH.menu);
  const { data, isLoading } = useMenuTree(allowed);
  const treeData = useMemo(() => {
    const options = toOptions(data ?? [], excludeId, withFunctions, false);
    return withRoot ? [{ value: MENU_ROOT_ID, title: m('topMenu'), children: [] }, ...options] : options;
  }, [data, excludeId, withFunctions, withRoot]);
  if (!allowed) return <NoAccessSelect style={rest.style} />;
  return (
    <TreeSelect<string, Option>
      treeData={treeData}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      loading={isLoading}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeNodeLabelProp="title"
      placeholder={placeholder ?? m('chooseParentMenu')}
      style={{ width: '100%' }}
      listHeight={360}
      {...rest}
    />
  );
}
