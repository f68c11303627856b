import { fireEvent, screen, within } from '@testing-library/react';
import CourseAddPage from '@web/areas/admin/pages/course-add';
import CourseFilePage from '@web/areas/admin/pages/course-file';
import CourseListPage from '@web/areas/admin/pages/course-list';
import CourseStatPage from '@web/areas/admin/pages/course-stat';
import QuListPage from '@web/areas/admin/pages/qu-list';
import { CompositeEditor } from '@web/areas/admin/pages/qu-list/editor/composite-editor';
import { QuBodyFields } from '@web/areas/admin/pages/qu-list/editor/qu-body-fields';
import { emptyQu, emptySub, validateQu } from '@web/areas/admin/pages/qu-list/editor/qu-form';
import RepoAnalysisPage from '@web/areas/admin/pages/repo-analysis';
import RepoChapterPage from '@web/areas/admin/pages/repo-chapter';
import RepoListPage from '@web/areas/admin/pages/repo-list';
import { catTreeData } from '@web/shared/components/course-file-picker';
import { formatLearnTime } from '@web/shared/course-format';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { QuType } from '@xuekao/contracts';
import { Form } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/**
 * The admin question bank and course pages in en-US: no Chinese character but the test data. Texts of
 * modules outside these pages (study times of shared/course-format, the course-file picker's top folder,
 * the rich editor's toolbar) have their own tests; they are left out here while they may still be Chinese.
 */
const chineseIn = (...others: string[]) => {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const el of body.querySelectorAll('.xk-rich-editor-toolbar')) el.remove();
  let text = body.textContent ?? '';
  for (const o of [...others].sort((a, b) => b.length - a.length)) text = text.replaceAll(o, ' ');
  return [...new Set(text.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];
};

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

const paging = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
/** Every other path: an empty page or an empty list. */
const rest = (_b: unknown, path: string) => (path.endsWith('/paging') ? paging([]) : []);
const T = '2026-01-01T00:00:00.000Z';
const wait = { timeout: 15_000 };

const QU = {
  id: 'q1',
  repoId: 'r1',
  repoId_dictText: 'Safety bank',
  chapterId: '',
  chapterId_dictText: '',
  quType: 6,
  quType_dictText: 'Composite',
  level: 1,
  level_dictText: 'Easy',
  content: '<p>Read the text</p>',
  subCount: 2,
  sort: 0,
  createTime: T,
  updateTime: T,
};
const REPO = {
  id: 'r1',
  title: 'Safety bank',
  remark: '',
  isExam: true,
  isTrain: false,
  quCount: 3,
  objCount: 2,
  subjCount: 1,
  chapterCount: 1,
  createBy: 'admin',
  createBy_dictText: 'Admin',
  createTime: T,
  updateTime: T,
};
const FILE = {
  id: 'f1',
  fileId: 'f1',
  catId: 'k1',
  catId_dictText: 'Safety',
  title: 'Fire drill',
  fileType: 5,
  fileType_dictText: 'Live',
  fileUrl: '',
  viewUrl: 'rtmp://live/x',
  fileSize: 1536,
  duration: 125,
  pages: 0,
  needLearn: 125,
  exercisesIdList: [],
  createTime: T,
  updateTime: T,
};

describe('admin question bank and course pages in en-US', { timeout: 40_000 }, () => {
  it('renders the question list and the question editor in English', async () => {
    signInAs({ permissions: ['qu:list', 'qu:add', 'qu:edit', 'qu:delete', 'qu:import', 'qu:export'] });
    mockFetch({ '/api/qu/qu/paging': paging([QU]), '*': rest });
    renderPage(<QuListPage />);
    await screen.findByText('Read the text', {}, wait);
    expect(screen.getByText('2 sub-questions')).toBeTruthy();
    expect(screen.getAllByText('Question type').length).toBeGreaterThan(0);
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /\bAdd$/ }));
    expect(await screen.findByText('Add question', {}, wait)).toBeTruthy();
    expect(screen.getAllByText('Correct').length).toBe(4);
    expect(screen.getByPlaceholderText('Option A')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    expect(validateQu(emptyQu()).slice(0, 2)).toEqual([
      'Please choose a question bank!',
      'The question cannot be empty!',
    ]);
  });

  it('renders the answer parts of every question type in English', async () => {
    mockFetch({ '*': rest });
    const subs = [emptySub(QuType.FILL), emptySub(QuType.MATCH), emptySub(QuType.SHORT)];
    renderPage(
      <Form>
        {subs.map((s) => (
          <QuBodyFields key={s.quType} value={s} onChange={() => {}} />
        ))}
        <CompositeEditor subList={[emptySub(QuType.MULTIPLE)]} onChange={() => {}} />
      </Form>,
    );
    expect(await screen.findByText('Blank 1', {}, wait)).toBeTruthy();
    expect(screen.getByText('Add pair')).toBeTruthy();
    expect(screen.getByText('Reference answer')).toBeTruthy();
    expect(screen.getByText('Sub-question 1')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the bank list, its dialog, chapters and analysis in English', async () => {
    signInAs({ permissions: ['repo:list', 'repo:add', 'repo:edit', 'repo:delete', 'repo:chapter', 'qu:list'] });
    mockFetch({
      '/api/repo/paging': paging([REPO]),
      '/api/repo/detail': REPO,
      '/api/repo/chapter/list': [{ id: 'c1', repoId: 'r1', title: 'Fire safety', sort: 0, quCount: 3 }],
      '/api/stat/repo/qu-rates': paging([
        {
          quId: 'q1',
          content: 'Never seen',
          quType: 1,
          quType_dictText: 'Single',
          trainCount: 0,
          trainRight: 0,
          examCount: 0,
          examRight: 0,
          rightRate: null,
        },
      ]),
      '*': rest,
    });
    const list = renderPage(<RepoListPage />);
    const row = (await screen.findByText('Safety bank', {}, wait)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not for training')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /\bAdd$/ }));
    expect(await screen.findByText('Add question bank')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    list.unmount();

    const chapters = renderPage(<RepoChapterPage />, {
      path: '/admin/repo/chapter/:repoId',
      route: '/admin/repo/chapter/r1',
    });
    expect(await screen.findByText('Chapters - Safety bank', {}, wait)).toBeTruthy();
    await screen.findByText('Fire safety');
    fireEvent.click(screen.getByRole('button', { name: /Add chapter/ }));
    expect(await screen.findAllByText('Add chapter')).toHaveLength(2);
    expect(chineseIn()).toEqual([]);
    chapters.unmount();

    renderPage(<RepoAnalysisPage />, { path: '/admin/repo/analysis/:repoId', route: '/admin/repo/analysis/r1' });
    expect(await screen.findByText('Bank analysis: Safety bank', {}, wait)).toBeTruthy();
    await screen.findByText('Never seen');
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a new course and a loaded one in English', async () => {
    signInAs({ permissions: ['course:add', 'course:edit'] });
    const detail = {
      ...{ id: 'c1', title: 'Safety course', cover: '', content: '', openType: 2, deptCodes: [], userIds: [] },
      ...{ startTime: T, endTime: T, points: 10, certId: '', examId: '', state: 0 },
      ...{ faceCam: true, faceInterval: 2, faceIntervalTime: 5, handCam: false, uploadPhoto: false },
      ...{ videoDrag: true, tripleSpeed: true, checkOn: true, checkSec: 5, exercises: true, exercisesCount: 2 },
      chapters: [{ title: 'Part one', files: [FILE] }],
    };
    mockFetch({ '/api/course/course/admin/detail': detail, '*': rest });
    const added = renderPage(<CourseAddPage />, { path: '/admin/course/add' });
    expect(await screen.findByText('Add course', {}, wait)).toBeTruthy();
    expect(screen.getByDisplayValue('Chapter 1')).toBeTruthy();
    expect(screen.getByText('Please add courseware')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Listed persons' }));
    expect(await screen.findByText('Save the course first; then add its learners here.')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Enter the course name'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Please choose at least one courseware file!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    added.unmount();

    renderPage(<CourseAddPage />, { path: '/admin/course/add', route: '/admin/course/add?id=c1' });
    expect(await screen.findByText('Edit course: Safety course', {}, wait)).toBeTruthy();
    expect(await screen.findByText('Fire drill')).toBeTruthy();
    expect(screen.getByText('Capture interval (minutes)')).toBeTruthy();
    expect(screen.getByText('Questions per file')).toBeTruthy();
    expect(chineseIn(formatLearnTime(125))).toEqual([]);
  });

  it('renders the courseware page, its dialogs and the live push panel in English', async () => {
    signInAs({ permissions: ['course:file:list', 'course:file:add', 'course:file:edit', 'course:file:delete'] });
    mockFetch({
      '/api/course/cat/tree': [{ id: 'k1', parentId: '', title: 'Safety', sort: 0, children: [] }],
      '/api/course/file/paging': paging([FILE]),
      '/api/course/live/push-info': {
        ...{ server: 'rtmp://push/xuekao/', streamKey: 'f1?auth_key=1', pushUrl: 'rtmp://push/xuekao/f1' },
        ...{
          expire: 1_800_000_000,
          pull: { rtmp: 'rtmp://pull/f1', flv: 'https://pull/f1.flv', m3u8: 'https://pull/f1.m3u8' },
        },
      },
      '*': rest,
    });
    renderPage(<CourseFilePage />);
    const row = (await screen.findByText('Fire drill', {}, wait)).closest('tr') as HTMLElement;
    const top = String(catTreeData([])[0].title);
    expect(screen.getByText('Courseware folders')).toBeTruthy();
    expect(chineseIn(formatLearnTime(125), top)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /\bNew$/ }));
    expect(await screen.findByText('New folder')).toBeTruthy();
    expect(screen.getAllByText('Top level').length).toBeGreaterThan(0);
    expect(chineseIn(formatLearnTime(125), top)).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /Cancel/ }).at(-1) as HTMLElement);

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getAllByRole('button', { name: /\bEdit$/ }).at(-1) as HTMLElement);
    expect(await screen.findByText('Edit courseware')).toBeTruthy();
    expect(screen.getByText('Live address')).toBeTruthy();
    fireEvent.click(screen.getByTestId('live-push-load'));
    expect(await screen.findByText('Stream key')).toBeTruthy();
    expect(screen.getByText('Preview live')).toBeTruthy();
    expect(chineseIn(formatLearnTime(125), top)).toEqual([]);
  });

  it('renders the course list, its notice and the course statistics in English', async () => {
    signInAs({
      permissions: ['course:list', 'course:add', 'course:edit', 'course:delete', 'course:stat', 'course:notify'],
    });
    const course = {
      ...{ id: 'c1', title: 'Safety course', cover: '', openType: 1, openType_dictText: 'Public' },
      ...{ startTime: T, endTime: T, state: 0, fileCount: 4, totalSec: 3725, points: 10, createTime: T },
      ...{ learnSec: 0, finishCount: 0, process: 0, finished: false },
    };
    const user = {
      ...{ userId: 'u1', userName: 'alice', realName: 'Alice', deptCode: 'A01', deptCode_dictText: 'Head office' },
      ...{ learnSec: 65, finishCount: 1, fileCount: 2, process: 50, finished: false, updateTime: T },
    };
    mockFetch({
      '/api/course/course/paging': paging([course]),
      '/api/course/stat/summary': {
        ...{ courseId: 'c1', title: 'Safety course', learners: 8, finished: 3, avgSec: 3725 },
        files: [{ fileId: 'f1', title: 'Fire drill', needLearn: 600, learners: 8, finished: 3 }],
      },
      '/api/course/stat/user-paging': paging([user]),
      '/api/stat/course/depts': [
        { deptCode: 'A01', deptName: 'Head office', learners: 4, finished: 1, finishRate: 25, avgSec: 125 },
      ],
      '*': rest,
    });
    const times = [3725, 600, 65, 125].map(formatLearnTime);
    const list = renderPage(<CourseListPage />, { path: '/admin/course/list' });
    const row = (await screen.findByText('Safety course', {}, wait)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Study statistics')).toBeTruthy();
    fireEvent.click(within(row).getByText('Notify'));
    expect(await screen.findByText('Send a course notice to the learners “Safety course” is open to?')).toBeTruthy();
    expect(chineseIn(...times)).toEqual([]);
    list.unmount();

    renderPage(<CourseStatPage />, { path: '/admin/course/stat/:courseId', route: '/admin/course/stat/c1' });
    expect(await screen.findByText('Study statistics: Safety course', {}, wait)).toBeTruthy();
    expect(await screen.findByText('Alice', {}, wait)).toBeTruthy();
    expect(await screen.findByText('Department progress')).toBeTruthy();
    expect(await screen.findAllByText('Not finished')).not.toHaveLength(0);
    expect(chineseIn(...times)).toEqual([]);
  });
});
