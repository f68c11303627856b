import { useQuery, useQueryClient } from '@tanstack/react-query';
import { examApi } from '@web/api/exam';
import { invalidatePaging } from '@web/api/paging';
import { SaveBar, validateOrScroll } from '@web/areas/admin/components/form-page';
import { closeView } from '@web/areas/admin/layout/tags-store';
import { LIST_TEXTS } from '@web/shared/list-page';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Card, Form, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AntiCheatSection, RewardSection } from './anti-cheat-section';
import { BasicSection } from './basic-section';
import { type CompositionValue, compositionOf, compositionProblem } from './composition';
import { CompositionEditor } from './composition-editor';
import { defaultExamValues, type ExamFormValues, examValuesOf, saveBodyOf } from './exam-form';
import { m } from './messages';
import { RangeSection } from './range-section';
import { TmplSelect } from './tmpl-select';

const LIST_PATH = '/admin/exam/list';

function ExamForm({ examId, tmplId }: { examId: string; tmplId: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [form] = Form.useForm<ExamFormValues>();
  const [saving, setSaving] = useState(false);
  const title = Form.useWatch('title', form) as string | undefined;

  const detail = useQuery({
    queryKey: ['exam', 'edit', examId],
    queryFn: () => examApi.detail(examId),
    enabled: Boolean(examId),
    staleTime: 0,
    gcTime: 0,
  });
  const tmpl = useQuery({
    queryKey: ['exam', 'tmpl', tmplId],
    queryFn: () => examApi.tmplDetail(tmplId),
    enabled: !examId && tmplId !== '0',
    staleTime: 0,
  });

  useEffect(() => {
    if (detail.data) form.setFieldsValue(examValuesOf(detail.data));
  }, [detail.data, form]);
  useEffect(() => {
    if (tmpl.data) form.setFieldsValue({ tmplId: tmpl.data.id, composition: compositionOf(tmpl.data) });
  }, [tmpl.data, form]);

  /** A template picked in the 组卷 card replaces the composition with its own. */
  const applyTemplate = async (id: string | undefined) => {
    if (!id) return;
    try {
      const t = await examApi.tmplDetail(id);
      form.setFieldsValue({ composition: compositionOf(t) });
      message.success(m('tmplLoaded', { title: t.title }));
    } catch {
      // shown by the request helper
    }
  };

  const save = async () => {
    if (!(await validateOrScroll(form))) return;
    const values = form.getFieldsValue(true) as ExamFormValues;
    setSaving(true);
    try {
      const { id } = await examApi.save(saveBodyOf(values, examId));
      await invalidatePaging(qc, endpoints.exam.paging);
      if (!examId && values.openType === 3) {
        // A new exam for listed persons: it opens for editing, where its person list now shows.
        message.success(m('savedAddPersons'));
        navigate(`/admin/exam/add/0?id=${encodeURIComponent(id)}`, { replace: true });
        return;
      }
      message.success(LIST_TEXTS.done);
      closeView(location.pathname, location.pathname);
      navigate(LIST_PATH);
    } catch {
      // the request helper has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  if (detail.isError || tmpl.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={detail.isError ? m('examLoadFailed') : m('tmplLoadFailed')}
          extra={<Button onClick={() => navigate(LIST_PATH)}>{m('backToList')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Spin spinning={detail.isLoading || tmpl.isLoading}>
      <Form<ExamFormValues>
        form={form}
        name="exam-form"
        layout="horizontal"
        labelCol={{ flex: '130px' }}
        wrapperCol={{ flex: 1, style: { minWidth: 0 } }}
        initialValues={defaultExamValues()}
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {examId ? (detail.data ? m('editTitleOf', { title: detail.data.title }) : m('editTitle')) : m('addTitle')}
            </Typography.Title>
          </Card>
          <BasicSection />
          <RangeSection examId={examId || undefined} />
          <Card title={m('composition')} size="small">
            <Form.Item label={m('paperTmpl')} name="tmplId" extra={m('paperTmplExtra')}>
              <TmplSelect style={{ maxWidth: 420 }} onChange={(id) => void applyTemplate(id)} />
            </Form.Item>
            <Form.Item
              name="composition"
              wrapperCol={{ flex: '1 1 100%', style: { minWidth: 0 } }}
              rules={[
                {
                  validator: (_r, v: CompositionValue | undefined) => {
                    const problem = compositionProblem(v);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                },
              ]}
            >
              <CompositionEditor saveAsTemplate templateTitle={title} />
            </Form.Item>
          </Card>
          <AntiCheatSection />
          <RewardSection />
          <SaveBar saving={saving} onSave={() => void save()} onBack={() => navigate(LIST_PATH)} />
        </Space>
      </Form>
    </Spin>
  );
}

/**
 * 创建 / 修改考试 (AddExam, route /admin/exam/add/:tmplId): `tmplId` other than '0' fills the composition
 * from that paper template; `?id=<examId>` edits an existing exam. Saved through `/api/exam/exam/save`.
 */
export default function ExamAddPage() {
  const { tmplId = '0' } = useParams();
  const [query] = useSearchParams();
  const examId = query.get('id') ?? '';
  // A new key per exam/template: the form starts afresh when the same page opens another one.
  return <ExamForm key={`${examId}|${tmplId}`} examId={examId} tmplId={tmplId} />;
}
