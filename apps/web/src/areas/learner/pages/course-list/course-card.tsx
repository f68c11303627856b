import { ReadOutlined } from '@ant-design/icons';
import type { CourseRow } from '@xuekao/contracts';
import { Card, Progress, Space, Tag, Typography } from 'antd';
import { safeMediaUrl } from '../course-view/players/video-rules';
import { m } from './messages';

export interface CourseCardProps {
  course: CourseRow;
  onOpen: (course: CourseRow) => void;
}

/** One course of the learner's grid: cover (or a placeholder), title, file count, my progress, 已完成. */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const cover = safeMediaUrl(course.cover);
  return (
    <Card
      size="small"
      hoverable
      data-testid="course-card"
      onClick={() => onOpen(course)}
      cover={
        cover ? (
          <img alt={course.title} src={cover} style={{ height: 120, objectFit: 'cover' }} />
        ) : (
          <div
            data-testid="course-cover-placeholder"
            style={{
              height: 120,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'linear-gradient(135deg, #e6f4ff, #bae0ff)',
              color: '#1677ff',
              fontSize: 36,
            }}
          >
            <ReadOutlined />
          </div>
        )
      }
    >
      <Typography.Paragraph
        strong
        ellipsis={{ rows: 2 }}
        title={course.title}
        style={{ minHeight: 44, marginBottom: 4 }}
      >
        {course.title}
      </Typography.Paragraph>
      <Space size={4} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {m('fileCount', { n: course.fileCount })}
        </Typography.Text>
        {course.finished && <Tag color="success">{m('finished')}</Tag>}
      </Space>
      <div style={{ fontSize: 12, color: '#595959', marginTop: 4 }}>{m('progress')}</div>
      <Progress
        aria-label={m('progress')}
        percent={course.process}
        size="small"
        status={course.finished ? 'success' : 'normal'}
      />
    </Card>
  );
}
