import { FolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { dictTitle } from '@web/i18n/dictionaries';
import { type CourseCatNode, type CourseFile, endpoints } from '@xuekao/contracts';
import { App, Button, Col, Modal, Row, Space, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { formatDuration, formatLearnTime } from '../course-format';
import { ListPage } from '../list-page';
import { DIALOG_PAGE_SIZE, LIST_TEXTS } from '../list-page/types';
import { m } from './admin-widgets/messages';
import { DictSelect } from './dict-select';

/** Warning when confirming the course-file picker with nothing ticked (zh-CN; the dialog shows it in the current locale). */
export const PICK_FILE_WARNING = m.zh.pickFileWarning;
/** Key of the tree's top node: every folder ('' sends no catId). */
export const ALL_CATS = '';

/** Query key of the courseware catalogue (pages that change it invalidate this). */
export const COURSE_CAT_TREE_KEY = ['course', 'cat-tree'] as const;

/** The courseware catalogue tree (`/api/course/cat/tree`). */
export function useCourseCatTree(enabled = true) {
  return useQuery({
    queryKey: COURSE_CAT_TREE_KEY,
    queryFn: () => call(endpoints.course.catTree),
    enabled,
    staleTime: 30_000,
  });
}

/** Every folder id in tree order: a tree keyed by it opens afresh (all expanded) when folders change. */
export function catTreeSignature(nodes: CourseCatNode[]): string {
  return nodes.map((n) => `${n.id}(${catTreeSignature(n.children)})`).join(',');
}

/** Catalogue folders as antd tree nodes under one top node (all course files). */
export function catTreeData(nodes: CourseCatNode[], top = m('allFiles')): TreeDataNode[] {
  const map = (ns: CourseCatNode[]): TreeDataNode[] =>
    ns.map((n) => ({ key: n.id, title: n.title, icon: <FolderOutlined />, children: map(n.children) }));
  return [{ key: ALL_CATS, title: top, icon: <FolderOutlined />, children: map(nodes) }];
}

interface FilePickParams {
  title?: string;
  fileType?: string;
  catId?: string;
  excludes?: string[];
}

export interface CourseFilePickerProps {
  open: boolean;
  title?: string;
  /** Files already in the course, left out of the list. */
  excludes?: string[];
  onCancel: () => void;
  onConfirm: (files: CourseFile[]) => void;
}

/**
 * The course-file picker dialog of the spec: the catalogue tree on the left, the files of the chosen folder
 * (`/api/course/file/paging`, 10 a page) searched by title and type on the right, ticked across pages and
 * folders; the confirm button shows how many are ticked.
 */
export function CourseFilePicker({
  open,
  title = m('chooseFile'),
  excludes,
  onCancel,
  onConfirm,
}: CourseFilePickerProps) {
  const { message } = App.useApp();
  const tree = useCourseCatTree(open);
  const [catId, setCatId] = useState(ALL_CATS);
  const [picked, setPicked] = useState<CourseFile[]>([]);
  const treeData = useMemo(() => catTreeData(tree.data ?? []), [tree.data]);
  const params = useMemo<Partial<FilePickParams>>(
    () => ({ catId: catId || undefined, excludes: excludes?.length ? excludes : undefined }),
    [catId, excludes],
  );

  const cancel = () => {
    setPicked([]);
    onCancel();
  };
  const confirm = () => {
    if (picked.length === 0) {
      message.warning(m('pickFileWarning'));
      return;
    }
    onConfirm(picked);
    setPicked([]);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={1080}
      onCancel={cancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={cancel}>{LIST_TEXTS.cancel}</Button>
          <Button type="primary" onClick={confirm}>
            {picked.length ? m('okPickedN', { n: picked.length }) : LIST_TEXTS.ok}
          </Button>
        </Space>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={6} style={{ maxHeight: 520, overflow: 'auto' }}>
          <Spin spinning={tree.isLoading}>
            <Tree
              showIcon
              blockNode
              defaultExpandAll
              key={catTreeSignature(tree.data ?? [])}
              treeData={treeData}
              selectedKeys={[catId]}
              onSelect={(keys) => keys.length && setCatId(String(keys[0]))}
            />
          </Spin>
        </Col>
        <Col xs={24} md={18}>
          <ListPage<CourseFile, FilePickParams>
            url={endpoints.course.filePaging}
            params={params}
            enabled={open}
            pageSize={DIALOG_PAGE_SIZE}
            size="small"
            onSelectionChange={(_ids, rows) => setPicked(rows)}
            searchFields={[
              { name: 'title', label: m('fileTitle') },
              {
                name: 'fileType',
                label: m('fileType'),
                width: 140,
                node: <DictSelect dicCode="course_file_type" placeholder={m('fileType')} id="file-picker-type" />,
              },
            ]}
            columns={[
              { title: m('fileTitle'), dataIndex: 'title', sorter: true, ellipsis: true },
              {
                title: m('type'),
                dataIndex: 'fileType_dictText',
                key: 'fileType',
                width: 80,
                render: (v: string, r) => dictTitle('course_file_type', r.fileType, v),
              },
              { title: m('duration'), dataIndex: 'duration', width: 80, render: (v: number) => formatDuration(v) },
              { title: m('needLearn'), dataIndex: 'needLearn', width: 110, render: (v: number) => formatLearnTime(v) },
            ]}
          />
        </Col>
      </Row>
    </Modal>
  );
}
