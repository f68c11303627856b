import { ALL_CATS, useCourseCatTree } from '@web/shared/components/course-file-picker';
import { DictSelect } from '@web/shared/components/dict-select';
import { formatDuration, formatFileSize, formatLearnTime } from '@web/shared/course-format';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type CourseFile, endpoints, Perm } from '@xuekao/contracts';
import { Card, Col, Row, type TableColumnsType } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { CatPanel } from './cat-panel';
import { FileDialog } from './file-dialog';
import { m } from './messages';

interface FileParams {
  title?: string;
  fileType?: string;
  catId?: string;
}

const columns = (): TableColumnsType<CourseFile> => [
  { title: m('fileName'), dataIndex: 'title', sorter: true, ellipsis: true },
  { title: m('fileType'), dataIndex: 'fileType_dictText', key: 'fileType', width: 80 },
  { title: m('fileSize'), dataIndex: 'fileSize', width: 100, render: (v: number) => formatFileSize(v) },
  { title: m('duration'), dataIndex: 'duration', width: 90, render: (v: number) => formatDuration(v) },
  { title: m('needLearn'), dataIndex: 'needLearn', width: 120, render: (v: number) => formatLearnTime(v) },
  {
    title: m('createTime'),
    dataIndex: 'createTime',
    sorter: true,
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
];

/**
 * 课件管理 (ListFile): the catalogue tree on the left (folders added, renamed, moved and deleted when
 * empty), the files of the selected folder on the right, searched by title and type, added and edited in
 * a dialog, deleted when no course uses them.
 */
export default function CourseFilePage() {
  const tree = useCourseCatTree();
  const listRef = useRef<ListPageHandle>(null);
  const [catId, setCatId] = useState(ALL_CATS);
  const [dialog, setDialog] = useState<{ file?: CourseFile; catId?: string } | null>(null);
  const params = useMemo<Partial<FileParams>>(() => ({ catId: catId || undefined }), [catId]);
  const nodes = tree.data ?? [];
  const cols = useMemo(columns, []);

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card size="small" title={m('folders')} style={{ height: '100%' }}>
          <CatPanel tree={nodes} loading={tree.isLoading} catId={catId} onSelect={setCatId} />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Card>
          <ListPage<CourseFile, FileParams>
            ref={listRef}
            url={endpoints.course.filePaging}
            params={params}
            searchFields={[
              { name: 'title', label: m('fileName') },
              {
                name: 'fileType',
                label: m('courseFileType'),
                width: 150,
                node: <DictSelect dicCode="course_file_type" placeholder={m('courseFileType')} id="search-file-type" />,
              },
            ]}
            columns={cols}
            scrollX={900}
            permissions={{ add: Perm.courseFile.add, edit: Perm.courseFile.edit, delete: Perm.courseFile.delete }}
            onAdd={() => setDialog({ catId })}
            onEdit={(file) => setDialog({ file })}
            deleteUrl={endpoints.course.fileDelete}
          />
        </Card>
      </Col>
      <FileDialog
        target={dialog}
        tree={nodes}
        onClose={() => setDialog(null)}
        onSaved={() => listRef.current?.reload()}
      />
    </Row>
  );
}
