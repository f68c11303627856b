import type { MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the system pages' messages: users, departments, dictionaries, menus, roles and grants,
 * configuration, message templates, notices, user lists of exams and courses.
 */
export const SYSTEM_EN: MessageCatalogue = {
  exact: {
    // Maintenance mode (context/maintenance.ts)
    '系统维护中，暂停开始新的考试、学习和竞赛，进行中的考试不受影响，请稍后再试。':
      'The system is under maintenance: no new exam, study session or contest can start, exams in progress go on. Please try again later.',
    // Users (modules/user)
    '不能禁用自己的账号！': 'You cannot disable your own account!',
    '不能删除自己的账号！': 'You cannot delete your own account!',
    '不能分配级别高于自己的角色！': 'You cannot assign a role above your own level!',
    '手机号已被其他账号使用！': 'The mobile number is used by another account!',
    '所选角色不存在！': 'The chosen role does not exist!',
    '不能修改自己的角色，请联系上级管理员！':
      'You cannot change your own roles, please contact your superior administrator!',
    '只能选择自己管理范围内的部门！': 'You can only choose departments you manage!',
    // The actions of `不能{action}...` (user-guard.ts, role.service.ts, menu.service.ts)
    查看: 'view',
    修改: 'change',
    删除: 'delete',
    重置: 'reset',
    授权: 'authorise',
    排序: 'sort',
    // Departments
    '部门不存在！': 'The department does not exist!',
    '上级部门不存在！': 'The parent department does not exist!',
    '同级部门下已存在相同名称的部门！': 'A department of the same name already exists at this level!',
    '不支持修改上级部门，请在目标部门下新建部门并迁移用户！':
      'The parent department cannot be changed, create a department under the target one and move the users!',
    '只能在本部门下添加下级部门！': 'You can only add sub-departments under your own department!',
    '请先删除下级部门！': 'Delete the sub-departments first!',
    '部门下仍有用户，无法删除！': 'The department still has users and cannot be deleted!',
    '该部门是注册默认部门，请先在功能开关中更换后再删除！':
      'This is the default department of registration, change it in the switches before deleting it!',
    '部门编码生成冲突，请重试！': 'Department code conflict, please retry!',
    // Dictionaries
    '字典不存在！': 'The dictionary does not exist!',
    '字典值不存在！': 'The dictionary value does not exist!',
    '内置字典的编码不能修改！': 'The code of a built-in dictionary cannot be changed!',
    '上级字典值不存在！': 'The parent dictionary value does not exist!',
    '字典值不能移动到其他字典！': 'A dictionary value cannot move to another dictionary!',
    '内置字典值的值不能修改，只能修改标题和排序！':
      'The value of a built-in dictionary value cannot be changed, only its title and sort order!',
    '上级字典值不能是自己或自己的下级！': 'The parent value cannot be the value itself or one below it!',
    // Menus
    '菜单不存在！': 'The menu does not exist!',
    '上级菜单不存在！': 'The parent menu does not exist!',
    '请先删除下级菜单！': 'Delete the sub-menus first!',
    '上级不能是功能，请选择菜单！': 'The parent cannot be a function, please choose a menu!',
    '上级菜单不能是自身或其下级！': 'The parent menu cannot be the menu itself or one below it!',
    '功能必须属于某个菜单，请选择上级菜单！': 'A function must belong to a menu, please choose the parent menu!',
    '功能的权限标识不能为空！': 'The permission key of a function cannot be empty!',
    '路由地址不能为空！': 'The route path cannot be empty!',
    '一级菜单的路由地址必须以 / 开头！': 'The route path of a top-level menu must start with /!',
    '下级菜单的路由地址不能以 / 开头！': 'The route path of a sub-menu cannot start with /!',
    '组件不能为空！': 'The component cannot be empty!',
    '组件格式不正确，例如 Layout 或 admin/sys-user！': 'Wrong component format, e.g. Layout or admin/sys-user!',
    '路由名称已存在！': 'The route name already exists!',
    '只有超级管理员可以设置或修改菜单的权限标识，请联系超级管理员！':
      "Only the super administrator can set or change a menu's permission key, please contact the super administrator!",
    // Roles and grants (modules/role, plugins/auth/grant-guard.ts)
    '角色不存在！': 'The role does not exist!',
    '角色名称已存在！': 'The role name already exists!',
    '不能创建或提升到高于自身级别的角色！': 'You cannot create or raise a role above your own level!',
    '内置角色不能修改角色类型！': 'The type of a built-in role cannot be changed!',
    '内置角色不能删除！': 'Built-in roles cannot be deleted!',
    '角色下仍有用户，无法删除！': 'The role still has users and cannot be deleted!',
    '超级管理员角色拥有全部菜单，无需授权！': 'The super administrator role has every menu, no need to authorise!',
    '不能修改自己所属的角色，请联系上级管理员！':
      'You cannot change a role you hold, please contact your superior administrator!',
    仅本人: 'self only',
    本部门: 'own department',
    本部门及以下: 'department and below',
    全部数据: 'all data',
    // Configuration (context/*)
    '配置数据必须是对象！': 'The configuration data must be an object!',
    '配置数据不是合法的 JSON！': 'The configuration data is not valid JSON!',
    '站点配置不存在，请先初始化数据库！':
      'The site configuration does not exist, please initialise the database first!',
    '状态不正确！': 'Wrong state!',
    // Message templates, notices, user lists
    '模板编码已存在，请更换一个编码！': 'The template code already exists, please choose another one!',
    '系统内置模板的编码不能修改！': 'The code of a built-in template cannot be changed!',
    '系统内置模板不能删除，可以将其停用！': 'Built-in templates cannot be deleted, they can be disabled!',
    '模板已停用，请先启用！': 'The template is disabled, please enable it first!',
    '所选用户不存在！': 'The chosen users do not exist!',
    '关联的考试或课程不存在！': 'The linked exam or course does not exist!',
    '所选用户不存在或已被删除，请刷新后重试！':
      'A chosen user does not exist or was deleted, please refresh and retry!',
    '只能添加数据权限范围内的用户！': 'You can only add users within your data scope!',
  },
  templates: [
    ['不能{action}级别高于自己的用户！', 'You cannot {action} a user ranked above you!'],
    ['不能{action}级别高于自己的角色！', 'You cannot {action} a role ranked above you!'],
    [
      '不能{action}自己所属的角色，请联系上级管理员！',
      'You cannot {action} a role you hold, please contact your superior administrator!',
    ],
    [
      '用户「{=user}」的角色「{=role}」权限或数据范围超出您的权限，不能{action}，请联系上级管理员！',
      'The role "{role}" of user "{user}" has permissions or a data scope beyond yours, you cannot {action} it, please contact your superior administrator!',
    ],
    ['同一部门下最多{n}个下级部门！', 'A department has at most {n} sub-departments!'],
    ['字典编码“{=code}”已存在！', 'The dictionary code "{code}" already exists!'],
    ['内置字典“{=title}”不能删除！', 'The built-in dictionary "{title}" cannot be deleted!'],
    ['字典“{=title}”下还有字典值，请先删除字典值！', 'The dictionary "{title}" still has values, delete them first!'],
    ['字典“{=code}”不存在！', 'The dictionary "{code}" does not exist!'],
    ['字典值“{=value}”已存在！', 'The dictionary value "{value}" already exists!'],
    ['内置字典值“{=title}”不能删除！', 'The built-in dictionary value "{title}" cannot be deleted!'],
    ['请先删除下级字典值“{=title}”！', 'Delete the value "{title}" below it first!'],
    ['不能{action}自己没有的菜单「{=title}」', 'You cannot {action} the menu "{title}", which you do not hold'],
    [
      '不能把菜单移到自己没有的菜单「{=title}」下',
      'You cannot move a menu under the menu "{title}", which you do not hold',
    ],
    [
      '不能在自己没有的菜单「{=title}」下添加菜单',
      'You cannot add a menu under the menu "{title}", which you do not hold',
    ],
    ['菜单不存在：{=id}', 'The menu does not exist: {id}'],
    [
      '不能授予自己没有的菜单：{=titles}等，请取消勾选后重试！',
      'You cannot grant menus you do not hold: {titles} and more, please untick them and retry!',
    ],
    [
      '不能授予自己没有的菜单：{=titles}，请取消勾选后重试！',
      'You cannot grant menus you do not hold: {titles}, please untick them and retry!',
    ],
    ['数据权限不能超出自己的数据权限（{scope}）！', 'The data scope cannot exceed your own ({scope})!'],
    [
      '不能分配权限或数据范围超出自己的角色「{=role}」，请联系上级管理员！',
      'You cannot assign the role "{role}", whose permissions or data scope exceed yours, please contact your superior administrator!',
    ],
    // After the one above: its {action} would also match 分配.
    [
      '不能{action}权限或数据范围超出自己的角色「{=role}」，请联系上级管理员！',
      'You cannot {action} the role "{role}", whose permissions or data scope exceed yours, please contact your superior administrator!',
    ],
    ['不支持的服务商：{=provider}', 'Unsupported provider: {provider}'],
    [
      '所选用户中有{n}人不在您的管理范围内，只能给自己管理范围内的用户发送消息，请重新选择！',
      '{n} of the chosen users are outside your management scope, you can only message users you manage, please choose again!',
    ],
  ],
};
