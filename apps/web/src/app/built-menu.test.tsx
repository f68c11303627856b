import { render, screen } from '@testing-library/react';
import type { MenuRoute } from '@xuekao/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewElement } from './router/view-element';
import { builtMenuRoutes, hasView } from './views';

const entry = (path: string, component: string, children: MenuRoute[] = []): MenuRoute => ({
  path,
  name: path,
  component,
  hidden: false,
  meta: { title: path },
  children,
});

/** Every view a (kept) menu tree names, layouts and grouping entries aside. */
const views = (routes: MenuRoute[]): string[] =>
  routes.flatMap((r) => [...(r.component && !/Layout$/.test(r.component) ? [r.component] : []), ...views(r.children)]);

describe('modules not built yet (issue 17)', () => {
  const menu = [
    entry('/admin', 'Layout', [
      entry('dashboard', 'admin/dashboard'),
      entry('future', '', [entry('list', 'admin/future-list'), entry('stat', 'admin/future-stat')]),
      entry('exam', '', [entry('list', 'admin/exam-list'), entry('later', 'admin/exam-later')]),
    ]),
    entry('/web', 'WebLayout', [entry('index', 'learner/exam-list'), entry('shop', 'learner/shop-list')]),
  ];

  it('leave out every menu entry whose page does not exist, and a group left empty', () => {
    const kept = builtMenuRoutes(menu);
    expect(views(kept).sort()).toEqual(['admin/dashboard', 'admin/exam-list', 'learner/exam-list']);
    expect(kept[0].children.map((c) => c.path)).toEqual(['dashboard', 'exam']);
    expect(views(kept).every(hasView)).toBe(true);
  });

  it('keep an entry once its page exists (the check is the page, not a list of modules)', () => {
    const kept = builtMenuRoutes(menu, (c) => c !== 'admin/future-stat');
    expect(views(kept)).toContain('admin/future-list');
    expect(views(kept)).not.toContain('admin/future-stat');
  });

  it('a view without a page is an unknown page (404), never a placeholder', () => {
    render(
      <MemoryRouter initialEntries={['/x']}>
        <Routes>
          <Route path="/x" element={<ViewElement component="admin/not-built" />} />
          <Route path="/404" element={<div>not found page</div>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('not found page')).toBeTruthy();
    expect(screen.queryByText('功能建设中')).toBeNull();
  });
});
