/**
 * Error codes of the envelope `{code, msg, data, success}`. Business errors answer HTTP 200 with one of
 * these codes and a Chinese message that tells the user what to do. Codes kept from the original system.
 */
export const ErrorCode = {
  /** Success. */
  OK: 0,
  /** Generic failure; the message says why. */
  FAIL: 1,
  /** Missing fields, wrong types or unreadable JSON. */
  BAD_PARAMS: 10010001,
  /** No token, unknown token or expired session: the web resets its token and reloads. */
  SESSION_EXPIRED: 10010002,
  /** The requested row does not exist (or is not yours). */
  NOT_FOUND: 10010003,
  /** The caller lacks the permission the endpoint declares (also: a learner on an admin endpoint). */
  FORBIDDEN: 10010004,
  /** Too many attempts in a short time (login throttling). */
  TOO_MANY: 10010005,
  /** Graphic captcha missing, wrong or expired. */
  CAPTCHA_WRONG: 10010012,
  /** SMS code wrong or expired. */
  SMS_WRONG: 10010013,
  /** A question of the paper was deleted. */
  QU_DELETED: 20010001,
  /** The learner already has an exam in progress. */
  EXAM_IN_PROGRESS: 20010002,
  /** The paper is no longer in progress (handed in, or its time is up): the exam page shows the result. */
  PAPER_CLOSED: 20010003,
  /** An answer stamped after the paper's deadline (made offline, sent later): it does not count. */
  ANSWER_LATE: 20010004,
  /** Login: no such account. */
  USER_NOT_FOUND: 90010001,
  /** Login: wrong account or password. */
  BAD_CREDENTIALS: 90010002,
  /** A user needs at least one role. */
  ROLE_REQUIRED: 90010003,
  /** The built-in administrator cannot be changed this way. */
  ADMIN_IMMUTABLE: 90010004,
  /** The account is disabled. */
  USER_DISABLED: 90010005,
  /** The account awaits review. */
  USER_PENDING: 90010006,
  /** Change password: the old password is wrong. */
  OLD_PASSWORD_WRONG: 90010007,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default message of each code, used when a thrower gives none. */
export const ErrorMessage: Record<number, string> = {
  [ErrorCode.FAIL]: '操作失败！',
  [ErrorCode.BAD_PARAMS]: '参数不全或类型错误！',
  [ErrorCode.SESSION_EXPIRED]: '会话超时，请重新登录！',
  [ErrorCode.NOT_FOUND]: '数据不存在！',
  [ErrorCode.FORBIDDEN]: '权限不足',
  [ErrorCode.TOO_MANY]: '操作过于频繁，请稍后再试！',
  [ErrorCode.CAPTCHA_WRONG]: '验证码错误或已失效，请点击图片刷新验证码！',
  [ErrorCode.SMS_WRONG]: '短信验证码错误！',
  [ErrorCode.QU_DELETED]: '试题被删除，无法继续考试！',
  [ErrorCode.EXAM_IN_PROGRESS]: '您有正在进行的考试！',
  [ErrorCode.PAPER_CLOSED]: '考试已交卷，无法继续作答！',
  [ErrorCode.ANSWER_LATE]: '该答案作答时间晚于考试截止时间，未计入成绩！',
  [ErrorCode.USER_NOT_FOUND]: '账号不存在，请确认！',
  [ErrorCode.BAD_CREDENTIALS]: '账号或密码错误！',
  [ErrorCode.ROLE_REQUIRED]: '至少要包含一个角色！',
  [ErrorCode.ADMIN_IMMUTABLE]: '管理员账号无法修改！',
  [ErrorCode.USER_DISABLED]: '账号被禁用，请联系管理员！',
  [ErrorCode.USER_PENDING]: '账号待审核，请耐心等待！',
  [ErrorCode.OLD_PASSWORD_WRONG]: '旧密码不正确，请确认！',
};
