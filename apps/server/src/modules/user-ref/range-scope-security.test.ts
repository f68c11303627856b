import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleBody, createBattleBank } from '../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { COURSE_MENUS, courseBody, insertLibraryFile } from '../../../test/course-admin-helpers.ts';
import { createExamBank, examBody, newLearner } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/**
 * No one opens an exam, course or contest to more than their data scope: a staff member limited to the
 * department A01A02 may not add other departments or learners of other departments to a range through the
 * save calls (as `/ref/join` already refused), while what an administrator put in the range stays when they
 * edit it.
 */
let t: TestApp;
let admin: string;
let staff: string;
let repoId: string;
let battleRepo: string;
let fileId: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const menus = ['m-fn-exam-add', 'm-fn-exam-edit', 'm-fn-battle-add', 'm-fn-battle-edit', ...COURSE_MENUS];
  staff = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus })).session.token;
  repoId = (await createExamBank(t, admin)).repoId;
  battleRepo = (await createBattleBank(t, admin)).repoId;
  fileId = await insertLibraryFile(t);
});
afterAll(() => t.close());

const DEPT_OUT = '所选部门超出您的数据范围！';
const USER_OUT = '只能添加数据权限范围内的用户！';

describe('ranges a save adds stay inside the caller’s data scope', () => {
  const saves = {
    exam: (o: object) => ['/api/exam/exam/save', examBody(repoId, o)] as const,
    course: (o: object) => ['/api/course/course/save', courseBody([fileId], o)] as const,
    battle: (o: object) => ['/api/battle/battle/save', battleBody(battleRepo, o)] as const,
  };

  for (const [name, save] of Object.entries(saves)) {
    it(`${name}: other departments and their learners are refused; the own department and its learners pass`, async () => {
      const inside = await newLearner(t, { deptCode: 'A01A02' });
      const outside = await newLearner(t, { deptCode: 'A01A01' });
      const post = (o: object, token = staff) => {
        const [url, body] = save(o);
        return t.post<string | { id: string }>(url, body, token);
      };
      expect((await post({ openType: 2, deptCodes: ['A01A01'] })).msg).toBe(DEPT_OUT);
      expect((await post({ openType: 2, deptCodes: ['A01'] })).msg).toBe(DEPT_OUT); // the parent: wider
      expect((await post({ openType: 3, userIds: [inside.id, outside.id] })).msg).toBe(USER_OUT);
      expect((await post({ openType: 2, deptCodes: ['A01A02'] })).code).toBe(0);
      expect((await post({ openType: 3, userIds: [inside.id] })).code).toBe(0);

      // An administrator's range with another department stays when the staff member edits the record...
      const made = await post({ openType: 2, deptCodes: ['A01A01', 'A01A02'] }, admin);
      expect(made.code, made.msg).toBe(0);
      const id = typeof made.data === 'string' ? made.data : made.data.id;
      expect((await post({ id, openType: 2, deptCodes: ['A01A01', 'A01A02'], title: '改名' })).code).toBe(0);
      // ...but the staff member cannot add one outside their scope to it.
      expect((await post({ id, openType: 2, deptCodes: ['A01A01', 'A01A02', 'A02'], title: '改名' })).msg).toBe(
        DEPT_OUT,
      );
    });
  }
});
