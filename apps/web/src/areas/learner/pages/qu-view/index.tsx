import { useQuView } from '@web/api/train';
import { AnswerEditor } from '@web/areas/learner/components/question/answer-editor';
import { AnswerKey, rightOptionIdsOf } from '@web/areas/learner/components/question/answer-key';
import { dictTitle } from '@web/i18n/dictionaries';
import { RichHtml } from '@web/shared/components/rich-html';
import { CHOICE_QU_TYPES, QuType } from '@xuekao/contracts';
import { Card, Divider, Empty, Image, Skeleton, Tag } from 'antd';
import { useParams } from 'react-router';
import { m } from './messages';
import { toAnswerView } from './to-answer-view';

/**
 * 试题详情 (/web/qu/view/:id) for a learner: only a question they already answered (in a training or
 * in the wrong-answer book); otherwise the server answers 数据不存在！.
 */
export default function QuViewPage() {
  const { id } = useParams<{ id: string }>();
  const qu = useQuView(id);
  if (qu.isLoading) return <Skeleton active />;
  const d = qu.data;
  if (!d) return <Empty description={m('missing')} />;
  return (
    <Card title={<Tag color="blue">{dictTitle('qu_type', d.quType, d.quType_dictText)}</Tag>}>
      <RichHtml html={d.content} />
      {d.image && <Image src={d.image} width={240} />}
      {(CHOICE_QU_TYPES.includes(d.quType) || d.quType === QuType.COMPOSITE) && (
        <div style={{ margin: '16px 0' }}>
          <AnswerEditor
            qu={toAnswerView(d)}
            value={{}}
            onChange={() => undefined}
            disabled
            rightOptionIds={rightOptionIdsOf(d)}
          />
        </div>
      )}
      <Divider />
      <AnswerKey detail={d} />
    </Card>
  );
}
