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

interface FileParams {
  title?: string;
  fileType?: string;
  catId?: string;
}

const COLUMNS: TableColumnsType<CourseFile> = [
  { title: '课件名称', dataIndex: 'title', sorter: true, ellipsis: true },
  { title: '类型', dataIndex: 'fileType_dictText', key: 'fileType', width: 80 },
  { title: '大小', dataIndex: 'fileSize', width: 100, render: (v: number) => formatFileSize(v) },
  { title: '时长', dataIndex: 'duration', width: 90, render: (v: number) => formatDuration(v) },
  { title: '学习时长', dataIndex: 'needLearn', width: 120, render: (v: number) => formatLearnTime(v) },
  { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 150, render: (v: string) => formatDateTime(v) },
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

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card size="small" title="课件目录" style={{ height: '100%' }}>
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
              { name: 'title', label: '课件名称' },
              {
                name: 'fileType',
                label: '课件类型',
                width: 150,
                node: <DictSelect dicCode="course_file_type" placeholder="课件类型" id="search-file-type" />,
              },
            ]}
            columns={COLUMNS}
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
