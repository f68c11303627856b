import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { SaveBar, validateOrScroll } from '@web/areas/admin/components/form-page';
import { closeView } from '@web/areas/admin/layout/tags-store';
import { isModuleOn } from '@web/core/modules';
import { useSite } from '@web/core/session';
import { CertSelect } from '@web/shared/components/cert-select';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RichEditor } from '@web/shared/components/rich-editor';
import { ImageUpload } from '@web/shared/components/upload';
import { UserRefList } from '@web/shared/components/user-ref-list';
import { LIST_TEXTS } from '@web/shared/list-page';
import { endpoints } from '@xuekao/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChaptersEditor } from './chapters-editor';
import {
  type ChapterValue,
  type CourseFormValues,
  courseBodyOf,
  courseOpenTypes,
  courseValuesOf,
  defaultCourseValues,
  fileIdsOf,
} from './course-form';
import { ExamSelect } from './exam-select';
import { m } from './messages';
import { StudySection } from './study-section';

const LIST_PATH = '/admin/course/list';

/** Why the chapters cannot be saved, or null (mirrors the save schema's messages). */
export function chaptersProblem(chapters: ChapterValue[] | undefined): string | null {
  if ((chapters ?? []).some((c) => !c.title.trim())) return m('chapterTitleRequired');
  const ids = fileIdsOf(chapters);
  if (!ids.length) return m('chooseFile');
  if (new Set(ids).size !== ids.length) return m('fileRepeated');
  return null;
}

function CourseForm({ courseId }: { courseId: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [form] = Form.useForm<CourseFormValues>();
  const [saving, setSaving] = useState(false);
  const openType = (Form.useWatch('openType', form) as number | undefined) ?? 1;
  const certOn = isModuleOn(useSite(), 'cert');

  const detail = useQuery({
    queryKey: ['course', 'edit', courseId],
    queryFn: () => call(endpoints.course.adminDetail, { id: courseId }),
    enabled: Boolean(courseId),
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (detail.data) form.setFieldsValue(courseValuesOf(detail.data));
  }, [detail.data, form]);

  const save = async () => {
    if (!(await validateOrScroll(form))) return;
    const values = form.getFieldsValue(true) as CourseFormValues;
    setSaving(true);
    try {
      const { id } = await call(endpoints.course.save, courseBodyOf(values, courseId));
      await invalidatePaging(qc, endpoints.course.paging);
      if (!courseId && values.openType === 3) {
        // A new course for listed persons: it opens for editing, where its person list now shows.
        message.success(m('savedAddUsers'));
        navigate(`/admin/course/add?id=${encodeURIComponent(id)}`, { replace: true });
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

  if (detail.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={m('loadFailed')}
          extra={<Button onClick={() => navigate(LIST_PATH)}>{m('backToList')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Spin spinning={detail.isLoading}>
      <Form<CourseFormValues>
        form={form}
        name="course-form"
        layout="horizontal"
        labelCol={{ flex: '130px' }}
        wrapperCol={{ flex: 1, style: { minWidth: 0 } }}
        initialValues={defaultCourseValues()}
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {courseId
                ? detail.data
                  ? m('editTitleOf', { title: detail.data.title })
                  : m('editTitle')
                : m('addTitle')}
            </Typography.Title>
          </Card>
          <Card title={m('basics')} size="small">
            <Form.Item
              label={m('title')}
              name="title"
              rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
            >
              <Input maxLength={256} placeholder={m('titlePlaceholder')} />
            </Form.Item>
            <Form.Item label={m('cover')} name="cover">
              <ImageUpload text={m('uploadCover')} />
            </Form.Item>
            <Form.Item
              label={m('time')}
              name="timeRange"
              rules={[{ required: true, message: m('timeRequired') }]}
              extra={m('timeHint')}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                placeholder={[m('startTime'), m('endTime')]}
                style={{ maxWidth: 420 }}
              />
            </Form.Item>
            <Form.Item label={m('points')} name="points" extra={m('pointsHint')}>
              <InputNumber min={0} max={100000} precision={0} suffix={m('pointsUnit')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label={m('exam')} name="examId" extra={m('examHint')}>
              <ExamSelect style={{ maxWidth: 420 }} />
            </Form.Item>
            {certOn && (
              <Form.Item label={m('cert')} name="certId" extra={m('certHint')}>
                <CertSelect placeholder={m('chooseCert')} style={{ maxWidth: 420 }} />
              </Form.Item>
            )}
            <Form.Item label={m('state')} name="state">
              <Radio.Group
                options={[
                  { value: 0, label: LIST_TEXTS.stateOn },
                  { value: 1, label: LIST_TEXTS.stateOff },
                ]}
              />
            </Form.Item>
            <Form.Item label={m('intro')} name="content">
              <RichEditor height={220} placeholder={m('introPlaceholder')} />
            </Form.Item>
          </Card>
          <Card title={m('scope')} size="small">
            <Form.Item label={m('openType')} name="openType">
              <Radio.Group options={courseOpenTypes()} />
            </Form.Item>
            {openType === 2 && (
              <Form.Item
                label={m('depts')}
                name="deptCodes"
                extra={m('deptsHint')}
                rules={[{ required: true, type: 'array', min: 1, message: m('deptsRequired') }]}
              >
                <DeptTreeSelect multiple placeholder={m('chooseDept')} style={{ maxWidth: 520 }} />
              </Form.Item>
            )}
            {openType === 3 && (
              // The persons of a saved course are edited in the user-reference list (saved at once).
              <Form.Item label={m('users')}>
                {courseId ? <UserRefList refId={courseId} /> : <Alert type="warning" showIcon title={m('saveFirst')} />}
              </Form.Item>
            )}
          </Card>
          <Card title={m('catalogue')} size="small">
            <Form.Item
              name="chapters"
              wrapperCol={{ flex: '1 1 100%', style: { minWidth: 0 } }}
              rules={[
                {
                  validator: (_r, v: ChapterValue[] | undefined) => {
                    const problem = chaptersProblem(v);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                },
              ]}
            >
              <ChaptersEditor />
            </Form.Item>
          </Card>
          <StudySection />
          <SaveBar saving={saving} onSave={() => void save()} onBack={() => navigate(LIST_PATH)} />
        </Space>
      </Form>
    </Spin>
  );
}

/**
 * 添加 / 修改课程 (AddCourse, route /admin/course/add): `?id=<courseId>` edits a course loaded through
 * `/api/course/course/admin/detail`. Saved through `/api/course/course/save`, then back to ListCourse.
 */
export default function CourseAddPage() {
  const [query] = useSearchParams();
  const courseId = query.get('id') ?? '';
  // A new key per course: the form starts afresh when the same page opens another one.
  return <CourseForm key={courseId} courseId={courseId} />;
}
