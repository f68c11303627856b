import { RichHtml } from '@web/shared/components/rich-html';
import type { ExamPreview } from '@xuekao/contracts';
import { Descriptions, Divider, Empty, List, Modal, Tag, Typography } from 'antd';
import { m } from './messages';

export interface PreviewDialogProps {
  preview: ExamPreview | null;
  onClose: () => void;
}

/** 预览试卷: one draw of the composition (nothing saved): totals per type and the drawn questions. */
export function PreviewDialog({ preview, onClose }: PreviewDialogProps) {
  return (
    <Modal
      open={preview !== null}
      title={m('preview')}
      width={900}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflow: 'auto' } }}
    >
      {preview && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={m('quCount')}>{preview.quCount}</Descriptions.Item>
            <Descriptions.Item label={m('totalScore')}>{preview.totalScore}</Descriptions.Item>
            <Descriptions.Item label={m('typeDist')} span={2}>
              {preview.groups.map((g) => (
                <Tag key={g.quType} color="blue">
                  {m('groupTag', { type: g.quType_dictText, count: g.count, score: g.score })}
                </Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {m('previewNote')}
          </Typography.Paragraph>
          <Divider style={{ margin: '12px 0' }} />
          {preview.qus.length === 0 ? (
            <Empty description={m('noneDrawn')} />
          ) : (
            <List
              dataSource={preview.qus}
              renderItem={(q, i) => (
                <List.Item key={`${q.quId}-${i}`} style={{ display: 'block' }}>
                  <div style={{ marginBottom: 4 }}>
                    <Typography.Text strong>{`${i + 1}. `}</Typography.Text>
                    <Tag>{q.quType_dictText}</Tag>
                    <Typography.Text type="secondary">{m('scoreOf', { score: q.score })}</Typography.Text>
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
