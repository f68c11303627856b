import { RichHtml } from '@web/shared/components/rich-html';
import { examTexts } from '@web/shared/exam/exam-texts';
import { formatDateTime } from '@web/shared/format-time';
import type { ExamSimple } from '@xuekao/contracts';
import { Alert, Descriptions, Space } from 'antd';
import { m } from '../messages';

/** The exam's facts and monitoring notices, as the check page shows them before entry. */
export function ExamInfo({ exam }: { exam: ExamSimple }) {
  const items = [
    { key: 'time', label: m('time'), children: `${formatDateTime(exam.startTime)} ~ ${formatDateTime(exam.endTime)}` },
    { key: 'total', label: m('duration'), children: m('minutesN', { n: exam.totalTime }) },
    { key: 'qu', label: m('quCount'), children: m('quN', { n: exam.quCount }) },
    { key: 'score', label: m('scores'), children: `${exam.totalScore} / ${exam.qualifyScore}` },
    {
      key: 'chance',
      label: m('tries'),
      children: m('triesOf', {
        tries: exam.myTries,
        limit: exam.chance > 0 ? m('chanceN', { n: exam.chance }) : m('unlimitedTimes'),
      }),
    },
    { key: 'open', label: m('openType'), children: exam.openType_dictText },
    { key: 'late', label: m('late'), children: exam.lateMax > 0 ? m('lateN', { n: exam.lateMax }) : m('unlimited') },
    {
      key: 'hand',
      label: m('handMin'),
      children: exam.handMin > 0 ? m('handMinN', { n: exam.handMin }) : m('unlimited'),
    },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} data-testid="exam-info" />
      <Space orientation="vertical" style={{ width: '100%' }}>
        {exam.leaveOn && (
          <Alert type="warning" showIcon title={examTexts.leaveNotice(exam.leaveCount)} data-testid="leave-notice" />
        )}
        {exam.camOn && (
          <Alert
            type="info"
            showIcon
            title={m('camNotice', { interval: exam.camInterval, limit: exam.faceLimit })}
            data-testid="cam-notice"
          />
        )}
        {exam.faceOn && <Alert type="info" showIcon title={m('faceNotice')} />}
        {!exam.copyPaste && <Alert type="info" showIcon title={m('noPaste')} />}
        <Alert type="info" showIcon title={m('fullscreenNotice')} />
      </Space>
      {exam.content && (
        <div>
          <h4 style={{ marginBottom: 8 }}>{m('rules')}</h4>
          <RichHtml html={exam.content} />
        </div>
      )}
    </Space>
  );
}
