import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { isModuleOn } from '@web/app/modules';
import { useSite } from '@web/app/session';
import { closeView } from '@web/areas/admin/layout/tags-store';
import { CertSelect } from '@web/shared/components/cert-select';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RichEditor } from '@web/shared/components/rich-editor';
import { ImageUpload } from '@web/shared/components/upload';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Radio, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChaptersEditor } from './chapters-editor';
import {
  type ChapterValue,
  COURSE_OPEN_TYPES,
  type CourseFormValues,
  courseBodyOf,
  courseValuesOf,
  defaultCourseValues,
  fileIdsOf,
} from './course-form';
import { ExamSelect } from './exam-select';
import { StudySection } from './study-section';
import { UserRefList } from './user-ref-list';

const LIST_PATH = '/admin/course/list';

/** Why the chapters cannot be saved, or null (mirrors the save schema's messages). */
export function chaptersProblem(chapters: ChapterValue[] | undefined): string | null {
  if ((chapters ?? []).some((c) => !c.title.trim())) return '章节名称不能为空！';
  const ids = fileIdsOf(chapters);
  if (!ids.length) return '请至少选择一个课件！';
  if (new Set(ids).size !== ids.length) return '课件不能重复选择！';
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
    try {
      await form.validateFields();
    } catch (e) {
      const first = (e as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    const values = form.getFieldsValue(true) as CourseFormValues;
    setSaving(true);
    try {
      await call(endpoints.course.save, courseBodyOf(values, courseId));
      message.success('操作成功！');
      await invalidatePaging(qc, endpoints.course.paging);
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
          title="课程加载失败"
          extra={<Button onClick={() => navigate(LIST_PATH)}>返回课程列表</Button>}
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
              {courseId ? `修改课程${detail.data ? `：${detail.data.title}` : ''}` : '添加课程'}
            </Typography.Title>
          </Card>
          <Card title="基本信息" size="small">
            <Form.Item
              label="课程名称"
              name="title"
              rules={[{ required: true, whitespace: true, message: '课程名称不能为空！' }]}
            >
              <Input maxLength={256} placeholder="请输入课程名称" />
            </Form.Item>
            <Form.Item label="课程封面" name="cover">
              <ImageUpload text="上传封面" />
            </Form.Item>
            <Form.Item
              label="学习时间"
              name="timeRange"
              rules={[{ required: true, message: '请选择课程的开始和结束时间！' }]}
              extra="学员只能在这段时间内学习"
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                placeholder={['开始时间', '结束时间']}
                style={{ maxWidth: 420 }}
              />
            </Form.Item>
            <Form.Item label="完成积分" name="points" extra="完成课程后奖励的积分，0 为不奖励">
              <InputNumber min={0} max={100000} precision={0} suffix="分" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label="课程考试" name="examId" extra="选填；设置后须通过该考试才算完成课程">
              <ExamSelect style={{ maxWidth: 420 }} />
            </Form.Item>
            {certOn && (
              <Form.Item label="完成证书" name="certId" extra="选填；完成课程后自动发放该证书">
                <CertSelect placeholder="选择证书（选填）" style={{ maxWidth: 420 }} />
              </Form.Item>
            )}
            <Form.Item label="课程状态" name="state">
              <Radio.Group
                options={[
                  { value: 0, label: '正常' },
                  { value: 1, label: '禁用' },
                ]}
              />
            </Form.Item>
            <Form.Item label="课程介绍" name="content">
              <RichEditor height={220} placeholder="课程介绍（选填）" />
            </Form.Item>
          </Card>
          <Card title="开放范围" size="small">
            <Form.Item label="开放类型" name="openType">
              <Radio.Group options={COURSE_OPEN_TYPES} />
            </Form.Item>
            {openType === 2 && (
              <Form.Item
                label="开放部门"
                name="deptCodes"
                extra="所选部门（含其下级部门）的学员可以学习"
                rules={[{ required: true, type: 'array', min: 1, message: '请选择开放的部门！' }]}
              >
                <DeptTreeSelect multiple placeholder="请选择部门" style={{ maxWidth: 520 }} />
              </Form.Item>
            )}
            {openType === 3 && (
              <Form.Item
                label="学习人员"
                name="users"
                rules={[{ required: true, type: 'array', min: 1, message: '请选择学习人员！' }]}
              >
                <UserRefList />
              </Form.Item>
            )}
          </Card>
          <Card title="课程目录" size="small">
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
          <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 5 }}>
            <Space>
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                保存
              </Button>
              <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
                返回
              </Button>
            </Space>
          </Card>
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
