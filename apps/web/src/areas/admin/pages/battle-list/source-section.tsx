import { useQueries } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { usePagedOptions, useSearchTitle } from '@web/shared/components/search-select';
import { m as wm } from '@web/shared/components/widgets/messages';
import { endpoints, type RepoRow } from '@xuekao/contracts';
import { Checkbox, Col, Form, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { battleLevelOptions, battleQuTypeOptions } from './battle-form';
import { m } from './messages';

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
      placeholder={wm('chooseRepo')}
      showSearch={{ filterOption: false, onSearch: search.setSearch }}
      onBlur={() => search.setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? wm('loadingDots') : wm('noRepos')}
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
      placeholder={repoIds.length ? m('allChapters') : wm('chooseRepoFirst')}
      options={options}
      optionFilterProp="label"
      notFoundContent={wm('noChapters')}
    />
  );
}

/** Question rules: banks, question types, levels, chapters, questions per match and seconds per question. */
export function SourceSection() {
  const form = Form.useFormInstance();
  const repoIds = (Form.useWatch('repoIds', form) as string[] | undefined) ?? [];
  return (
    <>
      <Form.Item label={m('repo')} name="repoIds" rules={[{ required: true, message: m('chooseRepoRule') }]}>
        <RepoMultiSelect />
      </Form.Item>
      <Form.Item label={m('quTypes')} name="quTypes" extra={m('quTypesHint')}>
        <Checkbox.Group options={battleQuTypeOptions()} />
      </Form.Item>
      <Form.Item label={m('levels')} name="levels" extra={m('levelsHint')}>
        <Checkbox.Group options={battleLevelOptions()} />
      </Form.Item>
      <Form.Item label={m('chapters')} name="chapterIds">
        <ChaptersSelect repoIds={repoIds} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={m('quCount')} name="quCount" rules={[{ required: true, message: m('enterQuCount') }]}>
            <InputNumber min={1} max={50} precision={0} suffix={m('quUnit')} style={{ width: 160 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={m('seconds')} name="seconds" rules={[{ required: true, message: m('enterSeconds') }]}>
            <InputNumber min={2} max={300} precision={0} suffix={m('secondUnit')} style={{ width: 160 }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
