import { RichHtml } from '@web/shared/components/rich-html';
import type { ExamPreview } from '@xuekao/contracts';
import { Descriptions, Divider, Empty, List, Modal, Tag, Typography } from 'antd';

export interface PreviewDialogProps {
  preview: ExamPreview | null;
  onClose: () => void;
}

/** 预览试卷: one draw of the composition (nothing saved): totals per type and the drawn questions. */
export function PreviewDialog({ preview, onClose }: PreviewDialogProps) {
  return (
    <Modal
      open={preview !== null}
      title="预览试卷"
      width={900}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflow: 'auto' } }}
    >
      {preview && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="题目数">{preview.quCount}</Descriptions.Item>
            <Descriptions.Item label="总分">{preview.totalScore}</Descriptions.Item>
            <Descriptions.Item label="题型分布" span={2}>
              {preview.groups.map((g) => (
                <Tag key={g.quType} color="blue">
                  {`${g.quType_dictText} ${g.count}题 / ${g.score}分`}
                </Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            按规则抽题时每位考生抽到的试题各不相同，这里只是其中一次抽取的结果。
          </Typography.Paragraph>
          <Divider style={{ margin: '12px 0' }} />
          {preview.qus.length === 0 ? (
            <Empty description="没有抽到试题" />
          ) : (
            <List
              dataSource={preview.qus}
              renderItem={(q, i) => (
                <List.Item key={`${q.quId}-${i}`} style={{ display: 'block' }}>
                  <div style={{ marginBottom: 4 }}>
                    <Typography.Text strong>{`${i + 1}. `}</Typography.Text>
                    <Tag>{q.quType_dictText}</Tag>
                    <Typography.Text type="secondary">{`${q.score}分`}</Typography.Text>
                  </div>
                  <RichHtml html={q.content} />
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Modal>
  );
}
