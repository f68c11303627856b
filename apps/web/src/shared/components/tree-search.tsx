import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { filterTree, siblingEnds, type TreeLike } from '../tree-filter';
import { m } from './widgets/messages';

/**
 * Search over a tree table (departments, menus): the search bar, the filtered tree (each hit with its
 * ancestors) and each node's place among its siblings for the sort buttons.
 */
export function useTreeSearch<N extends TreeLike<N>>(
  all: N[],
  matches: (node: N, keyword: string) => boolean,
  placeholder: string,
): { keyword: string; shown: N[]; ends: ReturnType<typeof siblingEnds>; searchBar: ReactNode } {
  const [q, setQ] = useState('');
  const [keyword, setKeyword] = useState('');
  const match = useRef(matches);
  match.current = matches;
  const shown = useMemo(() => (keyword ? filterTree(all, (n) => match.current(n, keyword)) : all), [all, keyword]);
  const ends = useMemo(() => siblingEnds(all), [all]);
  const searchBar = (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input
        allowClear
        placeholder={placeholder}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          if (!e.target.value) setKeyword('');
        }}
        onPressEnter={() => setKeyword(q.trim())}
        style={{ width: 220 }}
        aria-label={placeholder}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => setKeyword(q.trim())}>
        {m('search')}
      </Button>
    </Space>
  );
  return { keyword, shown, ends, searchBar };
}
