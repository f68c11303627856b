import { type PageSource, usePaging } from '@web/api/paging';
import { useState } from 'react';

/**
 * The page state of a learner list under a SearchCard: the searched title and the page number; `search`
 * (the card's onSearch) sets the title and goes back to page 1. `params` are sent beside the title.
 */
export function useTitlePaging<T>(source: PageSource<T>, size: number, params: Record<string, unknown> = {}) {
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const page = usePaging<T>(source, { params: { title, ...params }, current, size, orders: [] });
  const search = (text: string) => {
    setTitle(text);
    setCurrent(1);
  };
  return { page, current, setCurrent, search };
}
