import { formatDateTime } from '@web/shared/format-time';
import { HandReason, type PaperResult } from '@xuekao/contracts';
import { Col, Result, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

const HAND_TEXT: Record<number, string> = {
  [HandReason.LEARNER]: '主动交卷',
  [HandReason.TIMEOUT]: '超时自动交卷',
  [HandReason.LEAVE]: '切屏次数超限强制交卷',
  [HandReason.FACE]: '人脸识别失败强制交卷',
  [HandReason.STAFF]: '监考老师强制交卷',
};

/** The score head of a result: pass / fail / 待阅卷, then the figures. */
export function ResultSummary({ result, extra }: { result: PaperResult; extra: ReactNode }) {
  const marking = result.state === 1;
  const status = marking ? 'info' : result.passed ? 'success' : 'error';
  const resultText = marking ? '待阅卷' : result.result_dictText || (result.passed ? '通过' : '未通过');
  return (
    <>
      <Result
        status={status}
        title={
          <span data-testid="result-score">
            {marking ? `客观题得分 ${result.objScore} 分` : `${result.userScore} 分`}
          </span>
        }
        subTitle={
          <span data-testid="result-state">
            {result.title} · {resultText}
            {marking ? '（主观题阅卷后公布最终成绩）' : ''}
          </span>
        }
        extra={extra}
      />
      <Row gutter={[16, 16]} justify="center" style={{ textAlign: 'center' }}>
        <Col xs={12} sm={8} md={4}>
          <Statistic title="试卷总分" value={result.totalScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title="及格分" value={result.qualifyScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title="我的得分" value={marking ? '待阅卷' : result.userScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title="答对题数" value={`${result.rightCount}/${result.quCount}`} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title="用时" value={result.usedMinutes} suffix="分钟" />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic
            title="交卷方式"
            value={HAND_TEXT[result.handReason] ?? '-'}
            styles={{ content: { fontSize: 16 } }}
          />
        </Col>
      </Row>
      <div style={{ textAlign: 'center', color: '#888', marginTop: 8 }}>
        开始：{formatDateTime(result.createTime, true)}　交卷：{formatDateTime(result.handTime, true)}
      </div>
    </>
  );
}
