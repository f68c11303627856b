import { ErrorCode, ErrorMessage, type MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the common server messages: the codes' defaults (contracts' ErrorMessage), unreadable input
 * (plugins/errors.ts, lib/input-guard.ts), the validation messages (lib/validation.ts), success and
 * unknown API paths.
 */
export const COMMON_EN: MessageCatalogue = {
  exact: {
    // Default messages of the codes (contracts' ErrorMessage)
    [ErrorMessage[ErrorCode.FAIL] as string]: 'Operation failed!',
    [ErrorMessage[ErrorCode.BAD_PARAMS] as string]: 'Parameters missing or of the wrong type!',
    [ErrorMessage[ErrorCode.SESSION_EXPIRED] as string]: 'Session timed out, please log in again!',
    [ErrorMessage[ErrorCode.NOT_FOUND] as string]: 'The data does not exist!',
    [ErrorMessage[ErrorCode.FORBIDDEN] as string]: 'Insufficient permissions',
    [ErrorMessage[ErrorCode.TOO_MANY] as string]: 'Too many attempts, please try again later!',
    [ErrorMessage[ErrorCode.CAPTCHA_WRONG] as string]:
      'The captcha is wrong or expired, click the image to refresh the captcha!',
    [ErrorMessage[ErrorCode.SMS_WRONG] as string]: 'SMS code is wrong!',
    [ErrorMessage[ErrorCode.QU_DELETED] as string]: 'A question was deleted, the exam cannot continue!',
    [ErrorMessage[ErrorCode.EXAM_IN_PROGRESS] as string]: 'You have an exam in progress!',
    [ErrorMessage[ErrorCode.PAPER_CLOSED] as string]: 'The paper has been handed in, it cannot be answered any more!',
    [ErrorMessage[ErrorCode.ANSWER_LATE] as string]:
      'This answer was given after the exam deadline and does not count!',
    [ErrorMessage[ErrorCode.USER_NOT_FOUND] as string]: 'The account does not exist, please check!',
    [ErrorMessage[ErrorCode.BAD_CREDENTIALS] as string]: 'Wrong account or password!',
    [ErrorMessage[ErrorCode.ROLE_REQUIRED] as string]: 'At least one role is required!',
    [ErrorMessage[ErrorCode.ADMIN_IMMUTABLE] as string]: 'The administrator account cannot be changed!',
    [ErrorMessage[ErrorCode.USER_DISABLED] as string]: 'The account is disabled, please contact the administrator!',
    [ErrorMessage[ErrorCode.USER_PENDING] as string]: 'The account awaits review, please be patient!',
    [ErrorMessage[ErrorCode.OLD_PASSWORD_WRONG] as string]: 'The old password is wrong, please check!',
    '操作成功！': 'Operation succeeded!',
    // Unreadable requests (plugins/errors.ts, lib/input-guard.ts)
    '请求体不是合法的 JSON！': 'The request body is not valid JSON!',
    '请求体不能为空！': 'The request body cannot be empty!',
    '不支持的请求内容类型，请使用 application/json！': 'Unsupported content type, please use application/json!',
    '请求体长度不正确！': 'The request body length is wrong!',
    '请求体过大！': 'The request body is too large!',
    '每次最多上传 100 个文件！': 'At most 100 files per upload!',
    '上传的表单项过多！': 'Too many form parts in the upload!',
    '上传的表单字段过多！': 'Too many form fields in the upload!',
    '文件过大！': 'The file is too large!',
    '请使用 multipart/form-data 上传文件！': 'Please upload files as multipart/form-data!',
    '上传被中断，请重试！': 'The upload was interrupted, please retry!',
    '表单字段名不合法！': 'Invalid form field name!',
    '请求有误！': 'Bad request!',
    '服务器内部错误，请稍后再试！': 'Internal server error, please try again later!',
    '文件不存在！': 'The file does not exist!',
    '参数错误：文本中不能包含空字符（\\u0000）！': 'Wrong parameters: text cannot contain the NUL character (\\u0000)!',
    '参数错误：字段名中不能包含空字符（\\u0000）！':
      'Wrong parameters: field names cannot contain the NUL character (\\u0000)!',
    // Terms of the validation messages (lib/validation.ts)
    请求体: 'request body',
    字符串: 'a string',
    数字: 'a number',
    布尔值: 'a boolean',
    对象: 'an object',
    数组: 'an array',
    整数: 'an integer',
  },
  templates: [
    ['参数错误：嵌套层级不能超过 {n} 层！', 'Wrong parameters: nesting cannot exceed {n} levels!'],
    ['参数不全：缺少 {field}', 'Parameters missing: {field}'],
    ['参数类型错误：{field} 应为 {type}', 'Wrong parameter type: {field} should be {type}'],
    ['参数错误：{field} 太短或太小', 'Wrong parameter: {field} is too short or too small'],
    ['参数错误：{field} 太长或太大', 'Wrong parameter: {field} is too long or too large'],
    ['参数格式错误：{field}', 'Wrong parameter format: {field}'],
    ['参数取值错误：{field}', 'Wrong parameter value: {field}'],
    ['参数错误：不支持的字段 {=fields}', 'Wrong parameters: unsupported fields {fields}'],
    ['参数不全或类型错误：{field}', 'Parameters missing or of the wrong type: {field}'],
    ['接口不存在：{=path}', 'No such API: {path}'],
    ['接口地址不存在：{=path}', 'No such API address: {path}'],
  ],
};

/**
 * Messages that wrap another message (`${reason}，请稍后重试！`): tried last, after every specific template
 * of the server and the contracts.
 */
export const WRAPPERS_EN: MessageCatalogue = {
  exact: {},
  templates: [
    ['{reason}，请稍后重试！', '{reason}, please try again later!'],
    ['{reason}，请联系超级管理员！', '{reason}, please contact the super administrator!'],
  ],
};
