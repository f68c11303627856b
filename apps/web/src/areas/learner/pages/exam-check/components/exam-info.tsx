import { RichHtml } from '@web/shared/components/rich-html';
import { examTexts } from '@web/shared/exam/exam-texts';
import { formatDateTime } from '@web/shared/format-time';
import type { ExamSimple } from '@xuekao/contracts';
import { Alert, Descriptions, Space } from 'antd';

/** The exam's facts and monitoring notices, as the check page shows them before entry. */
export function ExamInfo({ exam }: { exam: ExamSimple }) {
  const items = [
    { key: 'time', label: '考试时间', children: `${formatDateTime(exam.startTime)} ~ ${formatDateTime(exam.endTime)}` },
    { key: 'total', label: '考试时长', children: `${exam.totalTime} 分钟` },
    { key: 'qu', label: '试题数量', children: `${exam.quCount} 题` },
    { key: 'score', label: '总分 / 及格分', children: `${exam.totalScore} / ${exam.qualifyScore}` },
    {
      key: 'chance',
      label: '考试次数',
      children: `已考 ${exam.myTries} 次 / ${exam.chance > 0 ? `限 ${exam.chance} 次` : '不限次数'}`,
    },
    { key: 'open', label: '开放类型', children: exam.openType_dictText },
    { key: 'late', label: '迟到限制', children: exam.lateMax > 0 ? `开考 ${exam.lateMax} 分钟后不能进入` : '不限' },
    { key: 'hand', label: '最短交卷', children: exam.handMin > 0 ? `开考 ${exam.handMin} 分钟后可交卷` : '不限' },
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
            title={`本场考试已开启摄像头监控，考试期间每 ${exam.camInterval} 分钟抓拍一次，人脸识别连续失败 ${exam.faceLimit} 次将强制交卷。请在开考前进行设备调试。`}
            data-testid="cam-notice"
          />
        )}
        {exam.faceOn && <Alert type="info" showIcon title="本场考试需要在进入前进行人脸识别。" />}
        {!exam.copyPaste && <Alert type="info" showIcon title="本场考试禁止复制粘贴。" />}
        <Alert type="info" showIcon title="考试将在全屏模式下进行，请勿退出全屏、切换窗口或打开调试工具。" />
      </Space>
      {exam.content && (
        <div>
          <h4 style={{ marginBottom: 8 }}>考试须知</h4>
          <RichHtml html={exam.content} />
        </div>
      )}
    </Space>
  );
}
