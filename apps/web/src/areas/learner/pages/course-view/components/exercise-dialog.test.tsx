import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExerciseDialog, exerciseOptions } from './exercise-dialog';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const bodies = (url: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u) === url).map(([, init]) => JSON.parse(String(init?.body)));

const Q1 = {
  id: 'r1',
  title: '<p>安全帽的作用是？</p>',
  optionA: '防护头部',
  optionB: '装饰',
  optionC: '',
  optionD: undefined,
};
const Q2 = { id: 'r2', title: '灭火器应放在？', optionA: '显眼处', optionB: '柜子里' };
let answers: boolean[];

beforeEach(() => {
  answers = [false, true];
  let drawn = 0;
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/course/exercises/exercises-record') return envelope(0, drawn++ === 0 ? Q1 : Q2);
    if (String(url) === '/api/course/exercises/isAnswer') return envelope(0, answers.shift());
    return envelope(1, null, '?');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const ready = () =>
  waitFor(() => expect(screen.getByRole('button', { name: /提\s*交/ }).className).not.toContain('ant-btn-loading'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

describe('课中练习', { timeout: 30_000 }, () => {
  it('shows only the options present', () => {
    expect(exerciseOptions(Q1).map((o) => o.tag)).toEqual(['A', 'B']);
    expect(exerciseOptions({ id: 'x', title: 't', optionC: 'c', optionD: 'd' }).map((o) => o.tag)).toEqual(['C', 'D']);
  });

  it('asks for an answer, draws another after a wrong one and closes after a right one', async () => {
    const onDone = vi.fn();
    render(
      <App>
        <ExerciseDialog open courseId="c1" fileId="f1" onDone={onDone} />
      </App>,
    );
    // the question is rich text (as saved in the bank): shown as markup, never as its tags
    expect((await screen.findByText('安全帽的作用是？')).tagName).toBe('P');
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(screen.getByText('防护头部')).toBeTruthy();
    expect(screen.queryByText('C.')).toBeNull();
    expect(bodies('/api/course/exercises/exercises-record')[0]).toEqual({ courseId: 'c1', fileId: 'f1' });

    await ready();
    submit();
    expect(await screen.findByText('请回答问题后提交')).toBeTruthy();
    expect(urls()).not.toContain('/api/course/exercises/isAnswer');

    fireEvent.click(screen.getByText('防护头部'));
    await ready();
    submit();
    expect(await screen.findByText('回答错误，请继续答题！')).toBeTruthy();
    await screen.findByText('灭火器应放在？');
    expect(bodies('/api/course/exercises/isAnswer')[0]).toEqual({ exercisesRecordId: 'r1', answer: 'A' });
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('柜子里'));
    await ready();
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodies('/api/course/exercises/isAnswer')[1]).toEqual({ exercisesRecordId: 'r2', answer: 'B' });
  });

  it('closes when no question can be drawn', async () => {
    fetchMock.mockImplementation(async () => envelope(1, null, '没有练习题'));
    const onDone = vi.fn();
    render(
      <App>
        <ExerciseDialog open courseId="c1" fileId="f1" onDone={onDone} />
      </App>,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
