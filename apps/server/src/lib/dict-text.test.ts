import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { withDictText } from './dict-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('withDictText', () => {
  it('adds <field>_dictText from dictionaries and department names', async () => {
    await t.ctx.dict.ready();
    const row = withDictText({ quType: 2, state: 1, deptCode: 'A01A02', mode: '9' }, t.ctx.dict, {
      quType: 'qu_type',
      state: 'user_state',
      deptCode: 'depart',
      mode: 'train_mode',
    });
    expect(row).toEqual({
      quType: 2,
      quType_dictText: '多选题',
      state: 1,
      state_dictText: '禁用',
      deptCode: 'A01A02',
      deptCode_dictText: '市场部',
      mode: '9',
      mode_dictText: '',
    });
  });
});
