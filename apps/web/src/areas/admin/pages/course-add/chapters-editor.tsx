import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CourseFilePicker } from '@web/shared/components/course-file-picker';
import { SortButtons } from '@web/shared/components/sort-buttons';
import { formatLearnTime } from '@web/shared/course-format';
import { Button, Card, Empty, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { type ChapterFile, type ChapterValue, fileIdsOf, newChapter } from './course-form';
import { m } from './messages';

/** `list` with the items at `i` and `i + d` swapped (unchanged when out of range). */
export function moved<T>(list: readonly T[], i: number, d: -1 | 1): T[] {
  const j = i + d;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export interface ChaptersEditorProps {
  value?: ChapterValue[];
  onChange?: (value: ChapterValue[]) => void;
}

/**
 * 课程目录: chapters, each with a title and its files (added through the course-file picker, which leaves
 * out the files already in the course), reordered with up/down and removed. Works inside a Form.Item.
 */
export function ChaptersEditor({ value = [], onChange }: ChaptersEditorProps) {
  const [picking, setPicking] = useState<number | null>(null);
  const set = (next: ChapterValue[]) => onChange?.(next);
  const patch = (i: number, c: Partial<ChapterValue>) => set(value.map((x, k) => (k === i ? { ...x, ...c } : x)));

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {value.map((chapter, i) => (
        <Card
          key={chapter.key}
          size="small"
          title={
            <Input
              value={chapter.title}
              maxLength={256}
              placeholder={m('chapterName')}
              aria-label={m('chapterNameOf', { n: i + 1 })}
              onChange={(e) => patch(i, { title: e.target.value })}
              style={{ maxWidth: 360 }}
            />
          }
          extra={
            <Space size={4}>
              <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setPicking(i)}>
                {m('addFile')}
              </Button>
              <SortButtons
                label={m('chapterN', { n: i + 1 })}
                first={i === 0}
                last={i === value.length - 1}
                onMove={(d) => set(moved(value, i, d === 0 ? -1 : 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={m('removeChapterOf', { n: i + 1 })}
                onClick={() => set(value.filter((_c, k) => k !== i))}
              />
            </Space>
          }
        >
          <Table<ChapterFile>
            rowKey="fileId"
            size="small"
            pagination={false}
            dataSource={chapter.files}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('addFileHint')} /> }}
            columns={[
              { title: m('fileName'), dataIndex: 'title', ellipsis: true },
              { title: m('fileType'), dataIndex: 'fileType_dictText', width: 80 },
              { title: m('needLearn'), dataIndex: 'needLearn', width: 120, render: (v: number) => formatLearnTime(v) },
              {
                title: m('actions'),
                key: 'actions',
                width: 130,
                render: (_v, f, k) => (
                  <Space size={0}>
                    <SortButtons
                      label={f.title}
                      first={k === 0}
                      last={k === chapter.files.length - 1}
                      onMove={(d) => patch(i, { files: moved(chapter.files, k, d === 0 ? -1 : 1) })}
                    />
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => patch(i, { files: chapter.files.filter((x) => x.fileId !== f.fileId) })}
                    >
                      {m('removeFile')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => set([...value, newChapter(value.length + 1)])}>
        {m('addChapter')}
      </Button>
      <CourseFilePicker
        open={picking !== null}
        excludes={fileIdsOf(value)}
        onCancel={() => setPicking(null)}
        onConfirm={(files) => {
          if (picking !== null) {
            const rows = files.map((f) => ({
              fileId: f.id,
              title: f.title,
              fileType_dictText: f.fileType_dictText,
              needLearn: f.needLearn,
            }));
            patch(picking, { files: [...(value[picking]?.files ?? []), ...rows] });
          }
          setPicking(null);
        }}
      />
    </Space>
  );
}
