import { useQueries } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { usePagedOptions, useSearchTitle } from '@web/shared/components/search-select';
import { endpoints, type RepoRow } from '@xuekao/contracts';
import { Checkbox, Col, Form, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { BATTLE_LEVEL_OPTIONS, BATTLE_QU_TYPE_OPTIONS } from './battle-form';

const repoOption = (r: RepoRow) => ({ value: r.id, label: r.title });

/** Banks (several, searched by title on the server). */
function RepoMultiSelect(props: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.repo.paging, search.title, repoOption);
  return (
    <Select<string[]>
      {...props}
      mode="multiple"
      allowClear
      placeholder="请选择题库"
      showSearch={{ filterOption: false, onSearch: search.setSearch }}
      onBlur={() => search.setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? '加载中…' : '暂无题库'}
    />
  );
}

/** Chapters of the chosen banks (empty = every chapter). */
function ChaptersSelect({
  repoIds,
  ...props
}: {
  repoIds: string[];
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const results = useQueries({
    queries: repoIds.map((repoId) => ({
      queryKey: ['repo', 'chapters', repoId, ''],
      queryFn: () => call(endpoints.repo.chapterList, { repoId }),
    })),
  });
  const options = useMemo(
    () => results.flatMap((r) => (r.data ?? []).map((c) => ({ value: c.id, label: c.title }))),
    [results],
  );
  return (
    <Select<string[]>
      {...props}
      mode="multiple"
      allowClear
      disabled={repoIds.length === 0}
      placeholder={repoIds.length ? '不选为全部章节' : '请先选择题库'}
      options={options}
      optionFilterProp="label"
      notFoundContent="暂无章节"
    />
  );
}

/** 出题规则: banks, question types, levels, chapters, questions per match and seconds per question. */
export function SourceSection() {
  const form = Form.useFormInstance();
  const repoIds = (Form.useWatch('repoIds', form) as string[] | undefined) ?? [];
  return (
    <>
      <Form.Item label="题库" name="repoIds" rules={[{ required: true, message: '请选择题库！' }]}>
        <RepoMultiSelect />
      </Form.Item>
      <Form.Item label="题型" name="quTypes" extra="不选为单选、多选、判断全部题型">
        <Checkbox.Group options={BATTLE_QU_TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item label="难度" name="levels" extra="不选为不限难度">
        <Checkbox.Group options={BATTLE_LEVEL_OPTIONS} />
      </Form.Item>
      <Form.Item label="章节" name="chapterIds">
        <ChaptersSelect repoIds={repoIds} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="每场题数" name="quCount" rules={[{ required: true, message: '请输入每场题数！' }]}>
            <InputNumber min={1} max={50} precision={0} suffix="题" style={{ width: 160 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="每题秒数" name="seconds" rules={[{ required: true, message: '请输入每题秒数！' }]}>
            <InputNumber min={2} max={300} precision={0} suffix="秒" style={{ width: 160 }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
