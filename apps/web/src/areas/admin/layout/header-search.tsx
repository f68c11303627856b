import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isExternal } from './menu-model';
import { m } from './messages';
import { createMenuSearch, searchMenus, searchPool } from './search-index';
import { useAdminMenu } from './use-admin-menu';

/** The navbar search: a fuzzy search over the sidebar's titles and paths; choosing an entry opens it. */
export function HeaderSearch() {
  const { tree } = useAdminMenu();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const fuse = useMemo(() => createMenuSearch(searchPool(tree)), [tree]);
  const options = useMemo(
    () => searchMenus(fuse, query).map((e) => ({ value: e.path, label: e.title.join(' > ') })),
    [fuse, query],
  );

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (path: string) => {
    close();
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
  };

  return (
    <div className="xk-navbar-item xk-header-search" title={m('searchMenu')}>
      {/* Closing is the select's blur; the icon only opens. */}
      <SearchOutlined onClick={() => setOpen(true)} aria-label={m('searchMenu')} />
      {open && (
        <Select<string>
          autoFocus
          size="small"
          placeholder={m('searchMenu')}
          value={undefined}
          options={options}
          showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
          notFoundContent={query ? m('noMatchingMenu') : null}
          suffixIcon={null}
          onChange={go}
          onBlur={close}
        />
      )}
    </div>
  );
}
