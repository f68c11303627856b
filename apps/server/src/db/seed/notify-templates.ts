// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates use ${key} placeholders on purpose
import { NotifyTmplCode } from '@xuekao/contracts';
import type { DbOrTx } from '../client.ts';
import { sysNotifyTmpl } from '../schema/index.ts';

interface TmplSeed {
  code: string;
  title: string;
  content: string;
  remark: string;
}

/**
 * The message templates the modules send (exam published, marking done, certificate granted, exam
 * application reviewed, course published, account reviewed). `${realName}` and `${userName}` are filled
 * per recipient by the message service; the other keys come from the sending module.
 */
export const DEFAULT_NOTIFY_TEMPLATES: readonly TmplSeed[] = [
  {
    code: NotifyTmplCode.EXAM_PUBLISH,
    title: '考试通知：${examTitle}',
    content:
      '<p>${realName}，您好：</p><p>考试《${examTitle}》已发布，考试时间为 ${startTime} 至 ${endTime}，请按时参加。</p>',
    remark: '考试通知。变量：realName 姓名，examTitle 考试名称，startTime 开始时间，endTime 结束时间',
  },
  {
    code: NotifyTmplCode.MARK_DONE,
    title: '阅卷完成：${examTitle}',
    content:
      '<p>${realName}，您好：</p><p>您参加的考试《${examTitle}》已完成阅卷，得分 ${score} 分，考试结果：${result}。</p>',
    remark: '阅卷完成。变量：realName 姓名，examTitle 考试名称，score 得分，result 考试结果',
  },
  {
    code: NotifyTmplCode.CERT_GRANT,
    title: '证书发放：${certTitle}',
    content:
      '<p>${realName}，您好：</p><p>恭喜您获得证书《${certTitle}》，证书编号 ${certNo}。您可以在个人中心的“我的证书”中查看和下载。</p>',
    remark: '证书发放。变量：realName 姓名，certTitle 证书名称，certNo 证书编号',
  },
  {
    code: NotifyTmplCode.APPLY_AUDIT,
    title: '考试申请审核结果：${examTitle}',
    content: '<p>${realName}，您好：</p><p>您对考试《${examTitle}》提交的申请${auditResult}。${auditMsg}</p>',
    remark: '考试申请审核结果。变量：realName 姓名，examTitle 考试名称，auditResult 审核结果，auditMsg 审核意见',
  },
  {
    code: NotifyTmplCode.COURSE_PUBLISH,
    title: '课程通知：${courseTitle}',
    content: '<p>${realName}，您好：</p><p>课程《${courseTitle}》已发布，欢迎前往“课程学习”开始学习。</p>',
    remark: '课程通知。变量：realName 姓名，courseTitle 课程名称',
  },
  {
    code: NotifyTmplCode.USER_AUDIT,
    title: '账号审核结果',
    content: '<p>${realName}，您好：</p><p>您的账号 ${userName} ${auditResult}。${auditMsg}</p>',
    remark: '账号审核结果。变量：realName 姓名，userName 账号，auditResult 审核结果，auditMsg 审核意见',
  },
];

/** The id of a built-in template; such templates can be edited or disabled but not deleted. */
export const builtInTmplId = (code: string) => `tmpl-${code}`;

/** Inserts the built-in templates that are missing; an administrator's edits stay. */
export async function seedNotifyTemplates(tx: DbOrTx): Promise<void> {
  await tx
    .insert(sysNotifyTmpl)
    .values(DEFAULT_NOTIFY_TEMPLATES.map((t) => ({ id: builtInTmplId(t.code), ...t, state: 0 })))
    .onConflictDoNothing();
}
