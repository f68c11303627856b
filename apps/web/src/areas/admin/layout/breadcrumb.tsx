import { Breadcrumb } from 'antd';
import { useNavigate } from 'react-router';
import { breadcrumbTrail, DASHBOARD_PATH } from './menu-model';
import { m } from './messages';
import { useAdminMenu } from './use-admin-menu';

/** 首页 / section / page: ancestors with a redirect are links, the current page is plain text. */
export function AppBreadcrumb() {
  const { match } = useAdminMenu();
  const navigate = useNavigate();
  // The admin root entry ('/admin', redirecting to the dashboard) is already the 首页 crumb.
  const trail = breadcrumbTrail(match).filter((c, i, all) => i === all.length - 1 || c.redirect !== DASHBOARD_PATH);
  const onDashboard = trail.at(-1)?.path === DASHBOARD_PATH;
  const crumbs = onDashboard
    ? trail.slice(-1)
    : [{ title: m('home'), path: DASHBOARD_PATH, redirect: DASHBOARD_PATH }, ...trail];
  const items = crumbs.map((c, i) => {
    const last = i === crumbs.length - 1;
    const target = c.redirect && c.redirect !== 'noRedirect' ? c.redirect : undefined;
    return {
      key: c.path,
      title:
        last || !target ? (
          <span style={{ color: last ? '#97a8be' : undefined }}>{c.title}</span>
        ) : (
          <a
            href={target}
            onClick={(e) => {
              e.preventDefault();
              navigate(target);
            }}
          >
            {c.title}
          </a>
        ),
    };
  });
  return <Breadcrumb items={items} style={{ marginLeft: 4 }} />;
}
