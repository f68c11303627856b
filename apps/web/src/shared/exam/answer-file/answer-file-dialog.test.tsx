import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { callsTo, mockFetch, renderPage } from '@web/test/page-harness';
import { describe, expect, it, vi } from 'vitest';
import { AnswerFileDialog } from './answer-file-dialog';

const RESULT = {
  entries: 3,
  applied: 2,
  stale: 0,
  late: 1,
  skipped: 0,
  paperState: 2,
  scoreBefore: 10,
  scoreAfter: 30,
  fileMade: Date.parse('2026-01-02T03:04:05Z'),
  fileLastAck: 0,
};

function choose(text: string) {
  const input = screen.getByTestId('answer-file-input') as HTMLInputElement;
  const file = new File([text], '答案文件_x.xkans', { type: 'application/octet-stream' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the answer file dialog', () => {
  it('uploads the file text for the paper on ExamWatch and shows what the server did', async () => {
    mockFetch({ '/api/exam/watch/answer-file': RESULT });
    const applied = vi.fn();
    renderPage(
      <AnswerFileDialog
        via="watch"
        paper={{ paperId: 'p1', realName: '张三' }}
        onClose={() => {}}
        onApplied={applied}
      />,
    );
    expect(await screen.findByText('上传答案文件：张三')).toBeTruthy();
    expect(screen.getByText(/内容可能被考生伪造/)).toBeTruthy();
    choose('{"format":"xuekao-answer-file"}');
    const result = await screen.findByTestId('answer-file-result');
    expect(callsTo('/api/exam/watch/answer-file')).toEqual([
      { paperId: 'p1', file: '{"format":"xuekao-answer-file"}' },
    ]);
    const row = (label: string) => within(result).getByText(label).closest('tr') as HTMLElement;
    expect(row('已计入').textContent).toContain('2');
    expect(row('晚于截止或交卷时间，未计入').textContent).toContain('1');
    expect(row('成绩').textContent).toContain('10 → 30');
    expect(row('上传时试卷状态').textContent).toContain('已完成');
    expect(row('最后一次送达服务器（考生本机）').textContent).toContain('无');
    expect(applied).toHaveBeenCalledWith(RESULT);
  });

  it('on the marking page it uploads under marking; a refused file shows the server message', async () => {
    mockFetch({
      '/api/paper/mark/answer-file': new Response(
        JSON.stringify({ code: 1, msg: '答案文件与该试卷不符！', data: null, success: false }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderPage(<AnswerFileDialog via="mark" paper={{ paperId: 'p9', realName: '李四' }} onClose={() => {}} />);
    choose('x');
    await waitFor(() => expect(effects.notify).toHaveBeenCalledWith('答案文件与该试卷不符！'));
    expect(callsTo('/api/paper/mark/answer-file')).toEqual([{ paperId: 'p9', file: 'x' }]);
    expect(screen.queryByTestId('answer-file-result')).toBeNull();
  });
});
