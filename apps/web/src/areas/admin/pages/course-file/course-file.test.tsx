import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileBodyOf } from './file-dialog';
import { acceptOfType } from './file-url-field';
import CourseFilePage from './index';

const FILE = {
  id: 'f1',
  fileId: 'f1',
  catId: 'k1',
  catId_dictText: '安全培训',
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
const TREE = [{ id: 'k1', parentId: '', title: '安全培训', sort: 0, children: [] }];

beforeEach(() => {
  signInAs({ permissions: ['course:file:list', 'course:file:add', 'course:file:edit', 'course:file:delete'] });
  mockFetch({
    '/api/course/cat/tree': TREE,
    '/api/course/file/paging': { records: [FILE], total: 1, size: 20, current: 1, pages: 1 },
    '/api/course/file/save': { id: 'new' },
    '/api/course/cat/save': { id: 'new' },
    '/api/repo/paging': { records: [], total: 0, size: 100, current: 1, pages: 0 },
    '/api/course/file/delete': null,
    '*': [],
  });
});

const okButton = () => screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement;

describe('ListFile', () => {
  it('sends only the addresses a type uses and accepts the type’s files', () => {
    const base = { title: ' 直播课 ', catId: '', fileUrl: '/x.mp4', viewUrl: 'rtmp://live', exercisesIdList: [] };
    expect(fileBodyOf({ ...base, fileType: '5' })).toMatchObject({ fileType: 5, fileUrl: '', viewUrl: 'rtmp://live' });
    expect(fileBodyOf({ ...base, fileType: 1, needLearn: null })).toMatchObject({
      title: '直播课',
      fileUrl: '/x.mp4',
      viewUrl: '',
      needLearn: 0,
    });
    expect(acceptOfType(2)).toBe('.mp3,.wav');
    expect(acceptOfType(5)).toBe('');
  });

  it('lists the files of the chosen folder and edits one', async () => {
    renderPage(<CourseFilePage />);
    const row = (await screen.findByText('消防演练视频')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    expect(within(row).getByText('02:05')).toBeTruthy();
    expect(within(row).getByText('2分5秒')).toBeTruthy();
    expect(callsTo('/api/course/file/paging')[0].params.catId).toBeUndefined();

    fireEvent.click(await screen.findByText('安全培训'));
    await waitFor(() => expect(callsTo('/api/course/file/paging').at(-1)).toMatchObject({ params: { catId: 'k1' } }));

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ }).at(-1) as HTMLElement);
    expect(await screen.findByText('修改课件')).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('消防演练视频')).toBeTruthy());
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo('/api/course/file/save')).toHaveLength(1));
    expect(callsTo('/api/course/file/save')[0]).toEqual({
      id: 'f1',
      title: '消防演练视频',
      catId: 'k1',
      fileType: 1,
      fileUrl: '/upload/a.mp4',
      viewUrl: '',
      needLearn: 125,
      exercisesIdList: [],
    });
    expect(await screen.findByText('操作成功！')).toBeTruthy();
  }, 60_000);

  it('sets the study time with the minutes-seconds setter and saves it in seconds', async () => {
    renderPage(<CourseFilePage />);
    const row = (await screen.findByText('消防演练视频')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByDisplayValue('消防演练视频')).toBeTruthy());
    const minutes = screen.getByLabelText('分钟') as HTMLInputElement;
    const seconds = screen.getByLabelText('秒') as HTMLInputElement;
    expect([minutes.value, seconds.value]).toEqual(['2', '5']);
    fireEvent.change(minutes, { target: { value: '90' } });
    fireEvent.change(seconds, { target: { value: '30' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo('/api/course/file/save')).toHaveLength(1));
    expect(callsTo('/api/course/file/save')[0]).toMatchObject({ id: 'f1', needLearn: 90 * 60 + 30 });
  }, 60_000);

  it('requires a study time above 0 for a type without a media duration', async () => {
    mockFetch({
      '/api/course/cat/tree': TREE,
      '/api/course/file/paging': {
        records: [{ ...FILE, title: '操作手册', fileType: 3, fileType_dictText: 'PDF', needLearn: 0, duration: 0 }],
        total: 1,
        size: 20,
        current: 1,
        pages: 1,
      },
      '/api/course/file/save': { id: 'f1' },
      '*': [],
    });
    renderPage(<CourseFilePage />);
    const row = (await screen.findByText('操作手册')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByDisplayValue('操作手册')).toBeTruthy());
    fireEvent.click(okButton());
    expect(await screen.findByText('请输入学习时长！')).toBeTruthy();
    expect(callsTo('/api/course/file/save')).toEqual([]);
    fireEvent.change(screen.getByLabelText('秒'), { target: { value: '45' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo('/api/course/file/save')).toHaveLength(1));
    expect(callsTo('/api/course/file/save')[0]).toMatchObject({ needLearn: 45 });
  }, 60_000);

  it('adds a folder under the selected one and deletes a file after confirming', async () => {
    renderPage(<CourseFilePage />);
    const row = (await screen.findByText('消防演练视频')).closest('tr') as HTMLElement;
    fireEvent.click(await screen.findByText('安全培训'));
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    expect(await screen.findByText('新建目录')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入目录名称'), { target: { value: '消防' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo('/api/course/cat/save')).toEqual([{ title: '消防', parentId: 'k1', sort: 0 }]));

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).at(-1) as HTMLElement);
    expect(await screen.findByText('确实要删除吗?')).toBeTruthy();
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo('/api/course/file/delete')).toEqual([{ ids: ['f1'] }]));
  }, 60_000);
});
