import { formatDateTime } from '@web/shared/format-time';
import { HandReason, type PaperResult } from '@xuekao/contracts';
import { Col, Result, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { m } from '../messages';

const HAND_TEXT: Record<number, 'handLearner' | 'handTimeout' | 'handLeave' | 'handFace' | 'handStaff' | 'handAction'> =
  {
    [HandReason.LEARNER]: 'handLearner',
    [HandReason.TIMEOUT]: 'handTimeout',
    [HandReason.LEAVE]: 'handLeave',
    [HandReason.FACE]: 'handFace',
    [HandReason.STAFF]: 'handStaff',
    [HandReason.ACTION]: 'handAction',
  };

/** The score head of a result: pass / fail / 待阅卷, then the figures. */
export function ResultSummary({ result, extra }: { result: PaperResult; extra: ReactNode }) {
  const marking = result.state === 1;
  const status = marking ? 'info' : result.passed ? 'success' : 'error';
  const resultText = marking ? m('pending') : result.result_dictText || m(result.passed ? 'passed' : 'failed');
  return (
    <>
      <Result
        status={status}
        title={
          <span data-testid="result-score">
            {marking ? m('objScore', { n: result.objScore }) : m('scoreN', { n: result.userScore })}
          </span>
        }
        subTitle={
          <span data-testid="result-state">
            {result.title} · {resultText}
            {marking ? m('finalLater') : ''}
          </span>
        }
        extra={extra}
      />
      <Row gutter={[16, 16]} justify="center" style={{ textAlign: 'center' }}>
        <Col xs={12} sm={8} md={4}>
          <Statistic title={m('totalScore')} value={result.totalScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title={m('qualifyScore')} value={result.qualifyScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title={m('myScore')} value={marking ? m('pending') : result.userScore} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title={m('rightCount')} value={`${result.rightCount}/${result.quCount}`} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic title={m('used')} value={result.usedMinutes} suffix={m('minutes')} />
        </Col>
        <Col xs={12} sm={8} md={4}>
          <Statistic
            title={m('handWay')}
            value={HAND_TEXT[result.handReason] ? m(HAND_TEXT[result.handReason]) : '-'}
            styles={{ content: { fontSize: 16 } }}
          />
        </Col>
      </Row>
      <div style={{ textAlign: 'center', color: '#595959', marginTop: 8 }}>
        {m('times', { start: formatDateTime(result.createTime, true), hand: formatDateTime(result.handTime, true) })}
      </div>
    </>
  );
}
