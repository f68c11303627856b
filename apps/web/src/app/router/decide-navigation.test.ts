import { describe, expect, it } from 'vitest';
import { homePath, isPublicPath, loginPath, safeRedirect } from '../../core/paths';
import { decideNavigation, type GuardState } from './decide-navigation';

const noToken: GuardState = { siteLoaded: true, hasToken: false, roleType: null, routesLoaded: false };
const tokenOnly: GuardState = { siteLoaded: true, hasToken: true, roleType: null, routesLoaded: false };
const learner: GuardState = { siteLoaded: true, hasToken: true, roleType: 1, routesLoaded: true };
const staff: GuardState = { ...learner, roleType: 2 };

describe('decideNavigation: the route guard of docs/REQUIREMENTS.md#route-guard', () => {
  it('rule 1: loads the site settings first when absent', () => {
    for (const state of [noToken, tokenOnly, learner]) {
      expect(decideNavigation({ ...state, siteLoaded: false }, '/login')).toEqual({ kind: 'load-site' });
    }
  });

  it.each(['/login', '/register', '/forgot', '/401', '/404', '/sync', '/redirect/web/index', '/cert/verify/AQ1'])(
    'rule 2: without a token the public path %s passes',
    (path) => {
      expect(decideNavigation(noToken, path)).toEqual({ kind: 'allow' });
    },
  );

  it('rule 2: without a token anything else goes to login with a redirect back', () => {
    expect(decideNavigation(noToken, '/web/uc', '/web/uc?to=msg')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fweb%2Fuc%3Fto%3Dmsg',
    });
    expect(decideNavigation(noToken, '/admin/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fdashboard',
    });
    expect(decideNavigation(noToken, '/')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('rule 3: with roles loaded, /login and the root go home by role type', () => {
    expect(decideNavigation(learner, '/login')).toEqual({ kind: 'redirect', to: '/web/index' });
    expect(decideNavigation(learner, '/')).toEqual({ kind: 'redirect', to: '/web/index' });
    expect(decideNavigation(staff, '/login')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(decideNavigation(staff, '/')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(decideNavigation({ ...staff, roleType: 3 }, '/')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
  });

  it('rule 3: a staff member without the dashboard lands on their first granted page', () => {
    const partial = { ...staff, staffHome: '/admin/sys/depart' };
    expect(decideNavigation(partial, '/login')).toEqual({ kind: 'redirect', to: '/admin/sys/depart' });
    expect(decideNavigation(partial, '/admin/dashboard')).toEqual({ kind: 'redirect', to: '/admin/sys/depart' });
    expect(decideNavigation(partial, '/admin/sys/depart')).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...staff, staffHome: '/admin/dashboard' }, '/admin/dashboard')).toEqual({
      kind: 'allow',
    });
  });

  it('rule 3: a learner opening any /admin path is sent to /web/index', () => {
    expect(decideNavigation(learner, '/admin')).toEqual({ kind: 'redirect', to: '/web/index' });
    expect(decideNavigation(learner, '/admin/sys/user')).toEqual({ kind: 'redirect', to: '/web/index' });
    expect(decideNavigation(learner, '/administrator')).toEqual({ kind: 'allow' });
    expect(decideNavigation(staff, '/admin/sys/user')).toEqual({ kind: 'allow' });
  });

  it('rule 3: other paths pass once roles are loaded (unknown ones become 404 in the route table)', () => {
    expect(decideNavigation(learner, '/web/course')).toEqual({ kind: 'allow' });
    expect(decideNavigation(staff, '/web/index')).toEqual({ kind: 'allow' });
    expect(decideNavigation(learner, '/profile/index')).toEqual({ kind: 'allow' });
    expect(decideNavigation(learner, '/register')).toEqual({ kind: 'allow' });
  });

  it('rule 4: with a token but no user or routes, the session is loaded first, public paths included', () => {
    expect(decideNavigation(tokenOnly, '/web/index')).toEqual({ kind: 'load-session' });
    expect(decideNavigation(tokenOnly, '/login')).toEqual({ kind: 'load-session' });
    expect(decideNavigation({ ...tokenOnly, roleType: 1 }, '/web/index')).toEqual({ kind: 'load-session' });
  });
});

describe('guard paths', () => {
  it('recognises the public paths only', () => {
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/redirect/admin/dashboard')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/redirect')).toBe(false);
    expect(isPublicPath('/cert/verify/AQ20260101000001')).toBe(true);
    expect(isPublicPath('/cert/verify/')).toBe(false);
    expect(isPublicPath('/cert/list')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });

  it('computes the role home and the login path', () => {
    expect(homePath(1)).toBe('/web/index');
    expect(homePath(2)).toBe('/admin/dashboard');
    expect(loginPath('/login?redirect=x')).toBe('/login');
  });

  it('follows only in-site redirects', () => {
    expect(safeRedirect('/web/uc?to=msg')).toBe('/web/uc?to=msg');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
