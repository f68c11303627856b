import { SaveExamBodySchema } from '@xuekao/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultExamValues, saveBodyOf } from './exam-form';

const complete = () => {
  const v = defaultExamValues(dayjs('2030-01-01T08:20:00Z'));
  v.title = ' 期末考试 ';
  v.composition.rules = [{ key: 'a', repoId: 'r1', quType: 1, level: 0, count: 5, score: 2 }];
  return v;
};

describe('exam form -> save body', () => {
  it('starts a new exam at the next full hour for a week, and passes the contract', () => {
    const v = complete();
    const body = saveBodyOf(v);
    expect(body.id).toBeUndefined();
    expect(body.title).toBe('期末考试');
    expect(body.startTime).toBe('2030-01-01T09:00:00.000Z');
    expect(body.endTime).toBe('2030-01-08T09:00:00.000Z');
    expect(SaveExamBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the departments of open type 2, never the persons (the user-reference list edits them)', () => {
    const v = complete();
    v.range = { deptCodes: ['A01'], users: [{ userId: 'u1', realName: '张三' }] };
    v.password = 'secret';
    v.openType = 2;
    expect(saveBodyOf(v)).toMatchObject({ deptCodes: ['A01'], password: '' });
    v.openType = 3;
    expect(saveBodyOf(v)).toMatchObject({ deptCodes: [], password: '' });
    expect(saveBodyOf(v, 'e1')).not.toHaveProperty('userIds');
    expect(SaveExamBodySchema.safeParse(saveBodyOf(v)).success).toBe(true);
    v.openType = 9;
    expect(saveBodyOf(v)).toMatchObject({ deptCodes: [], password: 'secret' });
    expect(saveBodyOf(v)).not.toHaveProperty('userIds');
  });

  it('keeps the id when editing and converts the dictionary value of the type', () => {
    const v = complete();
    v.examType = '2';
    expect(saveBodyOf(v, 'e1')).toMatchObject({ id: 'e1', examType: 2 });
  });
});
