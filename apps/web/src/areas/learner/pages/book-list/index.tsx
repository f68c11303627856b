import { useWrongBook } from '@web/api/train';
import { dictTitle } from '@web/i18n/dictionaries';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import type { WrongBookRecord } from '@xuekao/contracts';
import { Button, Card, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { m } from './messages';

const PAGE_SIZE = 10;
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * 错题本 (/web/book/list/:examId): the learner's wrong questions of an exam, or of training when the
 * exam id is 0. Each opens the question detail; 错题练习 retrains a bank's wrong questions (mode 5).
 */
export default function BookListPage() {
  const { examId = '0' } = useParams<{ examId: string }>();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const training = examId === '0' || examId === '';
  const page = useWrongBook({ params: { examId: training ? '0' : examId }, current, size: PAGE_SIZE, orders: [] });
  const columns: TableColumnsType<WrongBookRecord> = [
    {
      title: m('question'),
      dataIndex: 'content',
      ellipsis: true,
      render: (v: string, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => navigate(`/web/qu/view/${r.quId}`)}>
          {stripTags(v) || m('imageQuestion')}
        </Button>
      ),
    },
    {
      title: m('quType'),
      dataIndex: 'quType_dictText',
      width: 90,
      render: (v: string, r) => <Tag>{dictTitle('qu_type', r.quType, v)}</Tag>,
    },
    { title: m('repo'), dataIndex: 'repoId_dictText', width: 180, ellipsis: true },
    { title: m('wrongCount'), dataIndex: 'wrongCount', width: 90 },
    { title: m('lastWrong'), dataIndex: 'lastWrongTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: m('actions'),
      width: 110,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => navigate(`/web/repo/training/${r.repoId}/5?clear=1`)}>
          {m('retrain')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={training ? m('titleTraining') : m('titleExam')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <KeyboardScroll label={m('listLabel')}>
          <Table<WrongBookRecord>
            scroll={{ x: 'max-content' }}
            rowKey="id"
            loading={page.isFetching}
            columns={columns}
            dataSource={page.data?.records ?? []}
            locale={{ emptyText: <Empty description={m('empty')} /> }}
            pagination={{
              current,
              pageSize: PAGE_SIZE,
              total: page.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setCurrent,
            }}
          />
        </KeyboardScroll>
      </Space>
    </Card>
  );
}
