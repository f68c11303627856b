import { useQuery } from '@tanstack/react-query';
import { paperApi } from '@web/api/paper';
import { formatDateTime } from '@web/shared/format-time';
import { Empty, Image, Modal, Space, Spin, Tag, Typography } from 'antd';
import { m } from './messages';

export interface CapturesDialogProps {
  /** The paper whose photos are shown, or null when closed. */
  paper: { paperId: string; realName: string } | null;
  onClose: () => void;
}

/** 抓拍: the camera photos of one paper with the time and the face-check outcome of each. */
export function CapturesDialog({ paper, onClose }: CapturesDialogProps) {
  const { data, isLoading } = useQuery({
    queryKey: ['exam', 'watch', 'captures', paper?.paperId ?? ''],
    queryFn: () => paperApi.captures(paper?.paperId ?? ''),
    enabled: Boolean(paper),
    staleTime: 0,
    gcTime: 0,
  });
  const list = data ?? [];
  return (
    <Modal
      open={paper !== null}
      title={m('capturesOf', { name: paper?.realName ?? '' })}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={isLoading}>
        {list.length === 0 && !isLoading ? (
          <Empty description={m('noCaptures')} />
        ) : (
          <Image.PreviewGroup>
            <Space wrap size={12} align="start">
              {list.map((c) => (
                <div key={c.id} style={{ width: 180 }}>
                  <Image
                    src={c.fileUrl}
                    width={180}
                    height={135}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                    alt={m('captureAlt', { time: formatDateTime(c.createTime, true) })}
                  />
                  <div style={{ marginTop: 4 }}>
                    {c.pass === null ? (
                      <Tag>{m('notCompared')}</Tag>
                    ) : c.pass ? (
                      <Tag color="green">{m('passed')}</Tag>
                    ) : (
                      <Tag color="red">{m('failed')}</Tag>
                    )}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(c.createTime, true)}
                    </Typography.Text>
                  </div>
                  {c.msg && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {c.msg}
                    </Typography.Text>
                  )}
                </div>
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </Spin>
    </Modal>
  );
}
