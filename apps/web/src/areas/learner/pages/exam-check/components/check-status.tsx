import type { ExamCheckResult } from '@xuekao/contracts';
import { Alert } from 'antd';
import { m } from '../messages';

/** Apply state of the learner's latest application (-1 none). */
const APPLY_TEXT: Record<
  number,
  { type: 'info' | 'success' | 'error'; text: 'applyPending' | 'applyApproved' | 'applyRejected' }
> = {
  0: { type: 'info', text: 'applyPending' },
  1: { type: 'success', text: 'applyApproved' },
  2: { type: 'error', text: 'applyRejected' },
};

/** What check-info answered: may enter, needs a password or a face check, or why not. */
export function CheckStatus({ check, applyState }: { check: ExamCheckResult | undefined; applyState: number }) {
  const apply = APPLY_TEXT[applyState];
  let main = null;
  if (check?.pass) {
    main = <Alert type="success" showIcon title={m(check.paperId ? 'resumeHint' : 'passHint')} />;
  } else if (check) {
    const remedy = check.needPassword || check.needFace;
    main = (
      <Alert
        type={remedy ? 'info' : 'warning'}
        showIcon
        title={check.msg || m(check.needFace ? 'faceFirst' : 'enterPassword')}
        data-testid="check-msg"
      />
    );
  }
  return (
    <>
      {main}
      {/* an approved application is worth saying only while it is what lets the learner in */}
      {apply && (applyState !== 1 || check?.applyApproved) && (
        <Alert type={apply.type} showIcon title={m(apply.text)} />
      )}
    </>
  );
}
