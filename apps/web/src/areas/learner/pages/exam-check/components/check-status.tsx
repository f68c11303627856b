import type { ExamCheckResult } from '@xuekao/contracts';
import { Alert } from 'antd';

/** Apply state of the learner's latest application (-1 none). */
const APPLY_TEXT: Record<number, { type: 'info' | 'success' | 'error'; text: string }> = {
  0: { type: 'info', text: '您的考试申请正在审核中，请耐心等待。' },
  1: { type: 'success', text: '您的考试申请已通过，可直接开始考试。' },
  2: { type: 'error', text: '您的考试申请未通过审核。' },
};

/** What check-info answered: may enter, needs a password or a face check, or why not. */
export function CheckStatus({ check, applyState }: { check: ExamCheckResult | undefined; applyState: number }) {
  const apply = APPLY_TEXT[applyState];
  let main = null;
  if (check?.pass) {
    main = (
      <Alert
        type="success"
        showIcon
        title={check.paperId ? '您有未完成的试卷，可以继续考试。' : '考前检查通过，可以开始考试。'}
      />
    );
  } else if (check) {
    const remedy = check.needPassword || check.needFace;
    main = (
      <Alert
        type={remedy ? 'info' : 'warning'}
        showIcon
        title={check.msg || (check.needFace ? '请先进行人脸识别' : '请输入考试密码')}
        data-testid="check-msg"
      />
    );
  }
  return (
    <>
      {main}
      {/* an approved application is worth saying only while it is what lets the learner in */}
      {apply && (applyState !== 1 || check?.applyApproved) && <Alert type={apply.type} showIcon title={apply.text} />}
    </>
  );
}
