import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseBodyOf, defaultCourseValues } from './course-form';
import CourseAddPage, { chaptersProblem } from './index';

const FILE = {
  id: 'f1',
  fileId: 'f1',
  catId: '',
  catId_dictText: '',
  title: '消防演练视频',
  fileType: 1,
  fileType_dictText: '视频',
  fileUrl: '/upload/a.mp4',
  viewUrl: '',
  fileSize: 1536,
  duration: 125,
  pages: 0,
  needLearn: 125,
  exercisesIdList: [],
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
};
const DETAIL = {
  id: 'c1',
  title: '安全生产课程',
  cover: '',
  content: '<p>介绍</p>',
  openType: 3,
  deptCodes: [],
  userIds: ['u1'],
  users: [{ id: 'u1', userName: 'zhangsan', realName: '张三' }],
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-02-02T01:00:00.000Z',
  points: 10,
  certId: 'cert1',
  examId: '',
  state: 0,
  faceCam: false,
  faceInterval: 0,
  faceIntervalTime: 0,
  handCam: false,
  uploadPhoto: false,
  videoDrag: true,
  tripleSpeed: true,
  checkOn: true,
  checkSec: 5,
  exercises: false,
  exercisesCount: 0,
  chapters: [{ title: '第一章 消防', files: [FILE] }],
};

beforeEach(() => {
  signInAs({ permissions: ['course:add', 'course:edit'] });
  mockFetch({
    '/api/course/course/admin/detail': DETAIL,
    '/api/course/course/save': { id: 'c1' },
    '/api/sys/user/ref/list': (body: { params: { refId: string } }) => ({
      records:
        body.params.refId === 'c1' ? [{ id: 'u1', userName: 'zhangsan', realName: '张三', deptCode: 'A01' }] : [],
      total: body.params.refId === 'c1' ? 1 : 0,
      size: 10,
      current: 1,
      pages: 1,
    }),
    '*': (_body: unknown, path: string) =>
      path.endsWith('/paging') ? { records: [], total: 0, size: 100, current: 1, pages: 0 } : [],
  });
});

const renderPage = (entry: string) => renderWith(<CourseAddPage />, { route: entry, path: '/admin/course/add' });
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('AddCourse', () => {
  it('sends only the departments of open type 2, never the persons, and checks the chapters', () => {
    const v = {
      ...defaultCourseValues(dayjs('2026-01-01T00:00:00Z')),
      title: ' 课程 ',
      openType: 2,
      deptCodes: ['A01'],
    };
    expect(courseBodyOf(v)).toMatchObject({ title: '课程', deptCodes: ['A01'] });
    expect(courseBodyOf(v).chapters).toEqual([{ title: '第1章', fileIds: [] }]);
    expect(courseBodyOf({ ...v, openType: 3 })).toMatchObject({ deptCodes: [] });
    expect(courseBodyOf({ ...v, openType: 3 }, 'c1')).not.toHaveProperty('userIds');
    // 完成证书: the chosen certificate, or none
    expect(courseBodyOf(v).certId).toBe('');
    expect(courseBodyOf({ ...v, certId: 'cert9' }).certId).toBe('cert9');
    expect(chaptersProblem(v.chapters)).toBe('请至少选择一个课件！');
    const file = { fileId: 'f1', title: 'x', fileType_dictText: '视频', needLearn: 1 };
    expect(chaptersProblem([{ key: 'a', title: 'A', files: [file] }])).toBeNull();
    expect(chaptersProblem([{ key: 'a', title: ' ', files: [file] }])).toBe('章节名称不能为空！');
    expect(
      chaptersProblem([
        { key: 'a', title: 'A', files: [file] },
        { key: 'b', title: 'B', files: [file] },
      ]),
    ).toBe('课件不能重复选择！');
  });

  it('edits a loaded course and saves it back to the list', async () => {
    renderPage('/admin/course/add?id=c1');
    expect(await screen.findByText('修改课程：安全生产课程')).toBeTruthy();
    expect(callsTo('/api/course/course/admin/detail')).toEqual([{ id: 'c1' }]);
    expect(await screen.findByText('消防演练视频')).toBeTruthy();
    // The persons come from the user-reference list of this course, not from the form.
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(callsTo('/api/sys/user/ref/list')[0]).toMatchObject({ params: { refId: 'c1' } });
    expect(screen.getByDisplayValue('第一章 消防')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(callsTo('/api/course/course/save')).toHaveLength(1));
    expect(callsTo('/api/course/course/save')[0]).toMatchObject({
      id: 'c1',
      title: '安全生产课程',
      openType: 3,
      deptCodes: [],
      startTime: '2026-01-02T01:00:00.000Z',
      endTime: '2026-02-02T01:00:00.000Z',
      chapters: [{ title: '第一章 消防', fileIds: ['f1'] }],
      points: 10,
      certId: 'cert1',
      examId: '',
      tripleSpeed: true,
      checkOn: true,
      checkSec: 5,
    });
    expect(callsTo('/api/course/course/save')[0]).not.toHaveProperty('userIds');
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/course/list');
  }, 30_000);

  it('a new course of listed persons says to save first (no person list before it exists)', async () => {
    renderPage('/admin/course/add');
    expect(await screen.findByText('添加课程')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '指定人员' }));
    expect(await screen.findByText('请先保存课程，保存后在此添加学习人员。')).toBeTruthy();
    expect(screen.queryByTestId('user-ref-list')).toBeNull();
    expect(callsTo('/api/sys/user/ref/list')).toHaveLength(0);
  }, 30_000);

  it('refuses to save a new course without files', async () => {
    renderPage('/admin/course/add');
    expect(await screen.findByText('添加课程')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入课程名称'), { target: { value: '新课程' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('请至少选择一个课件！')).toBeTruthy();
    expect(callsTo('/api/course/course/save')).toHaveLength(0);
  }, 30_000);
});
