import { CloseOutlined } from '@ant-design/icons';
import { useSettings } from '@web/core/settings';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { m } from './messages';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  initAffixViews,
  type TagView,
  useVisitedViews,
} from './tags-store';
import { useAdminMenu } from './use-admin-menu';

/** The row of visited views: click to go back, × or the context menu to close, 刷新 to reload a view. */
export function TagsView() {
  const { flat, match } = useAdminMenu();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { theme } = useSettings();
  const visited = useVisitedViews();
  const barRef = useRef<HTMLDivElement>(null);

  const affix = useMemo<TagView[]>(
    () =>
      flat
        .filter((f) => f.route.meta?.affix && f.route.meta.title && !f.fullPath.includes(':'))
        .map((f) => ({ path: f.fullPath, fullPath: f.fullPath, title: f.route.meta.title, affix: true })),
    [flat],
  );
  useEffect(() => initAffixViews(affix), [affix]);

  const title = match?.route.meta?.title;
  useEffect(() => {
    if (title) addView({ path: pathname, fullPath: pathname + search, title });
  }, [pathname, search, title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll the active tag into view when the page or the tags change
  useEffect(() => {
    barRef.current?.querySelector('.is-active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visited.length]);

  const goIfNeeded = (next: string | null) => {
    if (next) navigate(next);
  };

  const contextItems = (tag: TagView): MenuProps['items'] => [
    { key: 'refresh', label: m('refresh'), onClick: () => navigate(`/redirect${tag.fullPath}`) },
    ...(tag.affix
      ? []
      : [{ key: 'close', label: m('close'), onClick: () => goIfNeeded(closeView(tag.path, pathname)) }]),
    { key: 'others', label: m('closeOthers'), onClick: () => goIfNeeded(closeOtherViews(tag.path, pathname)) },
    { key: 'all', label: m('closeAll'), onClick: () => goIfNeeded(closeAllViews(pathname)) },
  ];

  return (
    <div className="xk-tags-view" ref={barRef} role="tablist" aria-label={m('openedPages')}>
      {visited.map((tag) => {
        const active = tag.path === pathname;
        return (
          <Dropdown key={tag.path} trigger={['contextMenu']} menu={{ items: contextItems(tag) }}>
            <span
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={active ? 'xk-tag is-active' : 'xk-tag'}
              style={active ? { background: theme, borderColor: theme } : undefined}
              onClick={() => !active && navigate(tag.fullPath)}
              onMouseUp={(e) => {
                // A middle click closes the tag, as in the original.
                if (e.button === 1 && !tag.affix) goIfNeeded(closeView(tag.path, pathname));
              }}
            >
              {tag.title}
              {!tag.affix && (
                <button
                  type="button"
                  className="xk-tag-close"
                  aria-label={m('closeTag', { title: tag.title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    goIfNeeded(closeView(tag.path, pathname));
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          </Dropdown>
        );
      })}
    </div>
  );
}
