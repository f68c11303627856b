import { ErrorCode, type Page, type PointsRule, type TrainRecord } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  hand,
  newLearner,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { createStaffRole, createUser, login, loginAdmin } from '../../../test/factories.ts';
import { pointsOf as pointsOfUser, pointsTotal, setRoleScope } from '../../../test/points-helpers.ts';
import { createTrainBank } from '../train/train.fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

type Rules = Array<Partial<PointsRule> & Pick<PointsRule, 'code'>>;
const saveRules = (rules: Rules, token = admin) =>
  t.post(
    '/api/user/points/rule/save',
    {
      rules: rules.map((r) => ({ points: 0, cycle: 0, cap: 0, state: 0, ...r })),
    },
    token,
  );
const pointsOf = (userId: string, refType: string) => pointsOfUser(t, userId, refType);
const total = (userId: string) => pointsTotal(t, userId);

describe('points rules', () => {
  it('lists the four rules with their defaults; saves them; refuses a cycle without a cap and learners', async () => {
    const list = (await t.post<PointsRule[]>('/api/user/points/rule/list', {}, admin)).data;
    expect(list.map((r) => [r.code, r.state])).toEqual([
      ['exam_pass', 0],
      ['course_finish', 0],
      ['train_right', 1],
      ['sign_in', 1],
    ]);
    expect(await saveRules([{ code: 'sign_in', points: 2, cycle: 1 }])).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '每日登录：请填写积分上限！',
    });
    expect(await saveRules([{ code: 'train_right', points: 3, cycle: 1, cap: 5 }])).toMatchObject({ code: 0 });
    const after = (await t.post<PointsRule[]>('/api/user/points/rule/list', {}, admin)).data;
    expect(after.find((r) => r.code === 'train_right')).toMatchObject({ points: 3, cycle: 1, cap: 5, state: 0 });
    const learner = await newLearner(t);
    expect((await t.post('/api/user/points/rule/list', {}, learner.token)).code).not.toBe(0);
    expect((await saveRules([{ code: 'sign_in', points: 99 }], learner.token)).code).not.toBe(0);
  });

  it('exam pass: the exam points under the day cap, none when the rule is off', async () => {
    const { repoId } = await createExamBank(t, admin);
    const rule = (quType: number) => ({ repoId, quType, level: 0, count: 1, score: 2 });
    const exam = (title: string) =>
      createExam(t, admin, examBody(repoId, { title, points: 4, qualifyScore: 6, rules: [1, 2, 3, 5, 6].map(rule) }));
    const [e1, e2, e3] = [await exam('积分考试一'), await exam('积分考试二'), await exam('积分考试三')];
    const l = await newLearner(t);
    const pass = async (examId: string) => {
      const paperId = await startPaper(t, l.token, examId);
      await answerAllRight(t, admin, l.token, paperId);
      expect((await hand(t, l.token, paperId)).code).toBe(0);
    };
    await saveRules([{ code: 'exam_pass', cycle: 1, cap: 6 }]);
    await pass(e1);
    await pass(e2);
    expect(await pointsOf(l.id, 'exam')).toBe(6); // 4, then the 2 left of the day's cap
    await saveRules([{ code: 'exam_pass', state: 1 }]);
    await pass(e3);
    expect(await pointsOf(l.id, 'exam')).toBe(6);
    await saveRules([{ code: 'exam_pass' }]);
  });

  it('training: points per question answered right, once per question, never in 背题 mode, within the cap', async () => {
    await saveRules([{ code: 'train_right', points: 3, cycle: 1, cap: 5 }]);
    const bank = await createTrainBank(t);
    const u = await createUser(t);
    const token = (await login(t, u.userName)).token;
    const start = async (mode: number) =>
      (await t.post<TrainRecord>('/api/repo/train/start', { repoId: bank.repoId, mode, clear: true }, token)).data;
    const check = (trainId: string, quId: string, optionIds: string[]) =>
      t.post('/api/repo/train/check', { trainId, quId, answer: { optionIds } }, token);
    const memo = await start(6);
    await check(memo.id, bank.qu.single1, [bank.opt.single1A ?? '']);
    expect(await pointsOf(u.id, 'train')).toBe(0);
    const tr = await start(1);
    await check(tr.id, bank.qu.single1, [bank.opt.single1A ?? '']);
    expect(await pointsOf(u.id, 'train')).toBe(3);
    const again = await start(1);
    await check(again.id, bank.qu.single1, [bank.opt.single1A ?? '']); // the same question: nothing more
    expect(await pointsOf(u.id, 'train')).toBe(3);
    await check(again.id, bank.qu.single2, [bank.opt.single2B ?? '']);
    expect(await pointsOf(u.id, 'train')).toBe(5); // capped at 5 a day
  });

  it('sign-in: the rule points once a day', async () => {
    await saveRules([{ code: 'sign_in', points: 2 }]);
    const u = await createUser(t);
    await login(t, u.userName);
    await login(t, u.userName);
    expect(await pointsOf(u.id, 'sign_in')).toBe(2);
    await saveRules([{ code: 'sign_in', state: 1 }]);
  });
});

describe('staff points log and adjustment', () => {
  it('adjusts with a reason, never below zero, only users in scope; the log lists them', async () => {
    const u = await createUser(t, { deptCode: 'A01', realName: '积分学员' });
    expect(await t.post('/api/user/points/adjust', { userId: u.id, points: 10, reason: '' }, admin)).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '请输入调整原因！',
    });
    expect(
      (await t.post('/api/user/points/adjust', { userId: u.id, points: 10, reason: '竞赛奖励' }, admin)).code,
    ).toBe(0);
    expect(await total(u.id)).toBe(10);
    expect((await t.post('/api/user/points/adjust', { userId: u.id, points: -11, reason: '扣分' }, admin)).msg).toMatch(
      /调整后积分不能小于0/,
    );
    const page = (
      await t.post<Page<{ userName: string; points: number; refRemark: string; refType_text: string }>>(
        '/api/user/points/paging',
        { current: 1, size: 10, params: { userName: u.userName } },
        admin,
      )
    ).data;
    expect(page.records[0]).toMatchObject({ points: 10, refRemark: '人工调整：竞赛奖励', refType_text: '人工调整' });
    // A points manager limited to department B01 neither sees nor adjusts an A01 learner.
    const role = await createStaffRole(t, ['m-points-log', 'm-fn-points-adjust']);
    await setRoleScope(t, role, 2);
    const staff = await createUser(t, { roleIds: [role], deptCode: 'B01' });
    const st = (await login(t, staff.userName)).token;
    expect((await t.post('/api/user/points/adjust', { userId: u.id, points: 5, reason: '越权' }, st)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const theirs = (
      await t.post<Page<unknown>>(
        '/api/user/points/paging',
        { current: 1, size: 10, params: { userName: u.userName } },
        st,
      )
    ).data;
    expect(theirs.total).toBe(0);
  });
});
