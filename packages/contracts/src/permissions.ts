/**
 * Permission keys. A function menu (menu type 2) carries one; a role holds the menus it is granted; every
 * admin endpoint declares the key it needs. The web hides buttons the user does not hold.
 * Keys follow `<module>:<entity>:<action>`; list pages use `:list`, buttons `:add`, `:edit`, `:delete`...
 */
function crud<const P extends string>(prefix: P) {
  return {
    list: `${prefix}:list`,
    add: `${prefix}:add`,
    edit: `${prefix}:edit`,
    delete: `${prefix}:delete`,
  } as const;
}

export const Perm = {
  dashboard: 'dashboard:view',
  exam: {
    ...crud('exam'),
    state: 'exam:state',
    watch: 'exam:watch',
    mark: 'exam:mark',
    applyList: 'exam:apply:list',
    applyAudit: 'exam:apply:audit',
    notify: 'exam:notify',
  },
  examTmpl: crud('exam:tmpl'),
  repo: { ...crud('repo'), chapter: 'repo:chapter' },
  qu: { ...crud('qu'), import: 'qu:import', export: 'qu:export' },
  course: { ...crud('course'), stat: 'course:stat', notify: 'course:notify' },
  courseFile: crud('course:file'),
  battle: crud('battle'),
  cert: crud('cert'),
  certGrant: { ...crud('cert:grant'), grant: 'cert:grant:batch' },
  points: { list: 'points:list', adjust: 'points:adjust', rule: 'points:rule' },
  user: {
    ...crud('sys:user'),
    state: 'sys:user:state',
    resetPass: 'sys:user:reset-pass',
    import: 'sys:user:import',
    export: 'sys:user:export',
    batch: 'sys:user:batch',
  },
  depart: { ...crud('sys:depart'), sort: 'sys:depart:sort' },
  role: { ...crud('sys:role'), menus: 'sys:role:menus' },
  menu: { ...crud('sys:menu'), sort: 'sys:menu:sort' },
  dic: crud('sys:dic'),
  notice: crud('sys:notice'),
  notifyTmpl: crud('sys:tmpl'),
  config: { view: 'sys:config:view', save: 'sys:config:save' },
  sms: { list: 'sys:sms:list' },
  stat: { view: 'stat:view' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionKey = Leaves<typeof Perm>;

/** Every permission key, for the admin role and for checks that a declared key exists. */
export const ALL_PERMISSIONS: PermissionKey[] = (() => {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(Perm);
  return out as PermissionKey[];
})();
