/**
 * Dictionaries of the specs' enumerations. Seeded into `sys_dic` / `sys_dic_value`, used for `_dictText`
 * fields on the server and for selects on the web. Values are strings, as the dictionary API answers them.
 */
export interface DictionarySeed {
  code: string;
  title: string;
  values: ReadonlyArray<{ value: string; title: string }>;
}

const d = (code: string, title: string, pairs: Array<[string | number, string]>): DictionarySeed => ({
  code,
  title,
  values: pairs.map(([value, t]) => ({ value: String(value), title: t })),
});

export const DICTIONARIES = [
  d('qu_type', '试题类型', [
    [1, '单选题'],
    [2, '多选题'],
    [3, '判断题'],
    [4, '简答题'],
    [5, '填空题'],
    [6, '组合匹配题'],
    [99, '组合题'],
  ]),
  d('qu_level', '难易程度', [
    [1, '普通'],
    [2, '较难'],
  ]),
  d('open_type', '开放类型', [
    [1, '完全公开'],
    [2, '部门开放'],
    [3, '指定人员'],
    [9, '密码开放'],
  ]),
  d('paper_state', '试卷状态', [
    [0, '考试中'],
    [1, '待阅卷'],
    [2, '已完成'],
    [3, '已弃考'],
  ]),
  d('exam_result', '考试结果', [
    [1, '通过'],
    [0, '未通过'],
  ]),
  d('user_state', '用户状态', [
    [0, '正常'],
    [1, '禁用'],
    [2, '待审核'],
  ]),
  d('state', '通用状态', [
    [0, '正常'],
    [1, '禁用'],
  ]),
  d('cycle', '周期', [
    [1, '每日'],
    [2, '每周'],
    [3, '每月'],
  ]),
  d('train_mode', '训练模式', [
    [1, '顺序练习'],
    [2, '随机练习'],
    [3, '题型练习'],
    [4, '章节练习'],
    [5, '错题练习'],
    [6, '背题模式'],
  ]),
  d('menu_type', '菜单类型', [
    [1, '菜单'],
    [2, '功能'],
    [3, '路由'],
  ]),
  d('role_type', '角色类型', [
    [1, '学员'],
    [2, '管理员'],
  ]),
  d('data_scope', '数据权限', [
    [1, '仅本人'],
    [2, '本部门'],
    [3, '本部门及以下'],
    [4, '全部数据'],
  ]),
  d('read_state', '阅读状态', [
    [0, '未读'],
    [1, '已读'],
  ]),
  d('notice_state', '公告状态', [
    [0, '已发布'],
    [1, '草稿'],
  ]),
  d('sms_type', '短信类型', [
    [1, '绑定手机'],
    [2, '解绑手机'],
    [3, '找回密码'],
    [4, '短信登录'],
  ]),
  d('course_file_type', '课件类型', [
    [1, '视频'],
    [2, '音频'],
    [3, 'PDF'],
    [4, '图片'],
    [5, '直播'],
    [11, '文档'],
    [22, '文件'],
  ]),
  d('grant_type', '获得方式', [
    [1, '手动发放'],
    [2, '考试通过'],
    [3, '课程完成'],
  ]),
  d('exam_type', '考试类型', [
    [1, '正式考试'],
    [2, '模拟考试'],
    [3, '课程考试'],
  ]),
  d('apply_state', '申请状态', [
    [0, '待审核'],
    [1, '已通过'],
    [2, '已驳回'],
  ]),
  d('dept_type', '注册部门方式', [
    [0, '用户选择部门'],
    [1, '默认部门'],
  ]),
  d('yes_no', '是否', [
    [1, '是'],
    [0, '否'],
  ]),
  d('upload_provider', '上传方案', [
    ['local', '本地存储'],
    ['aliyun', '阿里云OSS'],
    ['qiniu', '七牛云'],
    ['qcloud', '腾讯云COS'],
  ]),
  d('face_provider', '人脸识别方案', [
    ['qcloud', '腾讯云'],
    ['baidu', '百度AI'],
    ['aliyun', '阿里云'],
  ]),
  d('form_field_type', '表单字段类型', [
    ['text', '单行文本'],
    ['textarea', '多行文本'],
    ['radio', '单选'],
    ['checkbox', '多选'],
    ['image', '图片'],
    ['video', '视频'],
    ['audio', '音频'],
  ]),
  d('work_type', '工种', [
    [1, '管理岗'],
    [2, '技术岗'],
    [3, '操作岗'],
  ]),
] as const satisfies readonly DictionarySeed[];

export type DictionaryCode = (typeof DICTIONARIES)[number]['code'];
