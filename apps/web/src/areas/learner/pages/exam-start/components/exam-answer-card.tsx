import { FlagFilled } from '@ant-design/icons';
import type { PaperCardGroup } from '@xuekao/contracts';
import { Button, Space, Typography } from 'antd';
import { m } from '../messages';

export interface ExamAnswerCardProps {
  groups: PaperCardGroup[];
  currentQuId: string | undefined;
  marked: ReadonlySet<string>;
  /** Questions whose answer only the device has so far (the journal's waiting answers). */
  pending?: ReadonlySet<string>;
  onGo: (quId: string) => void;
}

const ANSWERED = { background: '#e6f4ff', color: '#0958d9', borderColor: '#91caff' };
/** Answered on the device, not yet on the server: dashed amber. */
const PENDING = { background: '#fff7e6', color: '#ad4e00', borderColor: '#fa8c16', borderStyle: 'dashed' } as const;
const NO_PENDING: ReadonlySet<string> = new Set();

/** 答题卡 of an exam: one group per question type; answered questions in blue, marked ones flagged. */
export function ExamAnswerCard({ groups, currentQuId, marked, pending = NO_PENDING, onGo }: ExamAnswerCardProps) {
  return (
    <nav data-testid="exam-answer-card" aria-label={m('answerCard')}>
      <Space size={12} wrap style={{ marginBottom: 8, fontSize: 12 }}>
        <Typography.Text style={{ color: '#0958d9' }}>■ {m('answered')}</Typography.Text>
        <Typography.Text type="secondary">□ {m('unanswered')}</Typography.Text>
        {pending.size > 0 && <Typography.Text style={{ color: '#ad4e00' }}>┅ {m('pending')}</Typography.Text>}
        <span>
          <FlagFilled style={{ color: '#fa8c16' }} /> {m('mark')}
        </span>
      </Space>
      {groups.map((g) => (
        <div key={`${g.quType}-${g.title}`} style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ display: 'block', margin: '8px 0', fontSize: 13 }}>
            {g.title}
          </Typography.Text>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8 }}>
            {g.quList.map((q) => {
              const current = q.quId === currentQuId;
              const waiting = pending.has(q.quId);
              const look = waiting ? PENDING : q.answered ? ANSWERED : {};
              return (
                <Button
                  key={q.quId}
                  size="small"
                  type={current ? 'primary' : 'default'}
                  ghost={current}
                  style={{ ...(current ? {} : look), position: 'relative', padding: 0 }}
                  onClick={() => onGo(q.quId)}
                  // A screen reader says the number, its state and which is open (keyboard: Tab, Enter/Space).
                  aria-label={`${m('cardQu', { n: q.sort, state: m(q.answered ? 'answered' : 'unanswered') })}${waiting ? m('cardQuPending') : ''}${marked.has(q.quId) ? m('markedSuffix') : ''}`}
                  aria-current={current ? 'step' : undefined}
                  data-testid={`card-${q.sort}`}
                  data-answered={q.answered}
                  data-pending={waiting || undefined}
                >
                  {q.sort}
                  {marked.has(q.quId) && (
                    <FlagFilled style={{ color: '#fa8c16', position: 'absolute', top: -4, right: -4, fontSize: 10 }} />
                  )}
                </Button>
              );
            })}
          </div>
        </div>
      ))}
    </nav>
  );
}
