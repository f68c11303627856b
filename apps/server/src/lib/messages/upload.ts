import type { MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the file messages: uploads (modules/file, storage vendors, quotas) and Excel imports
 * (lib/excel.ts, the user and question imports with their row errors). Column names and cells stay as the
 * sheet has them (the templates' headers are Chinese).
 */
export const UPLOAD_EN: MessageCatalogue = {
  exact: {
    // Uploads
    '人脸照片只支持JPG或PNG图片！': 'Face photos must be JPG or PNG images!',
    '上传凭证不存在或已过期，请重新上传！': 'The upload ticket does not exist or has expired, please upload again!',
    '上传方案已变更，请重新上传！': 'The upload provider has changed, please upload again!',
    '文件未上传成功，请重新上传！': 'The file was not uploaded, please upload again!',
    '文件大小与申请的不符，已删除，请重新上传！':
      'The file size differs from the one requested, the file was deleted, please upload again!',
    '请选择要上传的文件！': 'Please choose a file to upload!',
    '题目类型不正确：（空）': 'wrong question type: (empty)',
    阿里云OSS: 'Alibaba Cloud OSS',
    七牛云: 'Qiniu Cloud',
    腾讯云COS: 'Tencent Cloud COS',
    // Imports (lib/excel.ts)
    '无法读取文件，请使用下载的模板（.xlsx）填写后上传！':
      'The file cannot be read, please fill in the downloaded template (.xlsx) and upload it!',
    '文件中没有工作表！': 'The file has no worksheet!',
    '每次只能上传 1 个文件': 'Only 1 file per upload',
    '只能上传.xlsx格式的文件！': 'Only .xlsx files can be uploaded!',
    '请选择要导入的.xlsx文件！': 'Please choose an .xlsx file to import!',
    '文件中没有可导入的数据！': 'The file has no data to import!',
    '导入失败：账号或手机号已被占用，请刷新后重试！':
      'Import failed: an account or mobile number is taken, please refresh and retry!',
    // Row errors of the user import (modules/user/user-excel.service.ts)
    部门编码不存在: 'the department code does not exist',
    部门名称不存在: 'the department name does not exist',
    '部门名称不唯一，请填写部门编码': 'the department name is not unique, please fill in the department code',
    部门不能为空: 'the department cannot be empty',
    部门不在您的管理范围内: 'the department is outside your management scope',
    至少要包含一个角色: 'at least one role is needed',
    密码不能为空: 'the password cannot be empty',
    账号已存在: 'the account already exists',
    手机号已被其他账号使用: 'the mobile number is used by another account',
    // Row errors of the question import (modules/qu/qu-excel*.ts)
    题目序号不能为空: 'the question number cannot be empty',
    父题序号不能是本题序号: 'the parent number cannot be the question’s own number',
    题库名称最多256个字符: 'the question bank name has at most 256 characters',
    所属题库不能为空: 'the question bank cannot be empty',
    章节名称最多256个字符: 'the chapter name has at most 256 characters',
    '（空）': '(empty)',
  },
  templates: [
    [
      '不支持的文件类型：.{=ext}，只能上传 {=exts} 格式的文件！',
      'Unsupported file type .{ext}, only {exts} files can be uploaded!',
    ],
    ['不支持的文件类型，只能上传 {=exts} 格式的文件！', 'Unsupported file type, only {exts} files can be uploaded!'],
    ['{label}大小不能超过 {n} MB！', '{label} cannot exceed {n} MB!'],
    ['文件“{=name}”是空文件，不能上传！', 'The file "{name}" is empty and cannot be uploaded!'],
    [
      '文件“{=name}”的内容与扩展名不符，请确认文件类型！',
      'The content of "{name}" does not match its extension, please check the file type!',
    ],
    ['每次最多上传 {n} 个文件！', 'At most {n} files per upload!'],
    [
      '当前上传方案不是{title}，请刷新页面后重试！',
      'The current upload provider is not {title}, please refresh the page and retry!',
    ],
    [
      '当前上传方案（{title}）暂不支持服务器上传，请在系统配置的上传配置中切换为本地存储！',
      'The current upload provider ({title}) does not support server uploads, switch to local storage in the upload configuration!',
    ],
    [
      '上传方案（{title}）的配置不完整，请在系统配置的上传配置中补全！',
      'The configuration of the upload provider ({title}) is incomplete, please complete it in the upload configuration!',
    ],
    ['未知的上传方案：{=provider}', 'Unknown upload provider: {provider}'],
    ['{title}未返回分块上传ID，请稍后再试！', '{title} returned no multipart upload ID, please try again later!'],
    [
      '{title}请求超时，请稍后再试或检查上传配置！',
      '{title} timed out, please try again later or check the upload configuration!',
    ],
    [
      '{title}连接失败，请稍后再试或检查上传配置！',
      'Connecting to {title} failed, please try again later or check the upload configuration!',
    ],
    ['{title}返回错误（HTTP {status}）：{=detail}', '{title} answered an error (HTTP {status}): {detail}'],
    [
      '今日上传已达上限（每天 {n} MB），请明天再上传！',
      'Today’s upload limit is reached ({n} MB a day), please upload tomorrow!',
    ],
    [
      '今日上传文件数已达上限（每天 {n} 个），请明天再上传！',
      'Today’s file limit is reached ({n} files a day), please upload tomorrow!',
    ],
    // Imports
    ['每次最多导入 {n} 行数据！', 'At most {n} rows per import!'],
    ['文件不能超过 {n} MB！', 'The file cannot exceed {n} MB!'],
    [
      '模板不正确，缺少列：{=columns}，请下载最新模板！',
      'Wrong template, missing columns: {columns}, please download the latest template!',
    ],
    ['导入失败，共{n}行有错误：{rows|；}……', 'Import failed, {n} rows have errors: {rows}…'],
    ['导入失败，共{n}行有错误：{rows|；}', 'Import failed, {n} rows have errors: {rows}'],
    ['第{row}行：{error}', 'Row {row}: {error}'],
    ['角色不存在：{=role}', 'the role does not exist: {role}'],
    ['不能分配级别高于自己的角色：{=role}', 'you cannot assign a role above your own level: {role}'],
    [
      '不能分配权限或数据范围超出自己的角色：{=role}',
      'you cannot assign a role whose permissions or data scope exceed yours: {role}',
    ],
    ['账号与第{n}行重复', 'the account repeats row {n}'],
    ['手机号与第{n}行重复', 'the mobile number repeats row {n}'],
    ['题目类型不正确：{=value}', 'wrong question type: {value}'],
    ['难易程度不正确：{=value}', 'wrong difficulty: {value}'],
    ['是否正确项只能填写“是”或“否”：{=value}', 'the right-option column only takes yes or no: {value}'],
    ['父题序号{=n}不存在或不是组合题', 'the parent number {n} does not exist or is not a composite question'],
  ],
};
