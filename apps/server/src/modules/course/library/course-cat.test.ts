import { type CourseCatNode, ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../../test/factories.ts';
import { pdfOf } from '../../../../test/media-helpers.ts';
import { uploadAs } from '../../../../test/upload-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) =>
  t.post<{ id: string }>('/api/course/cat/save', body, token);
const tree = (token = admin) => t.post<CourseCatNode[]>('/api/course/cat/tree', undefined, token);
const del = (id: string, token = admin) => t.post('/api/course/cat/delete', { id }, token);

async function folder(title: string, parentId = '', sort = 0): Promise<string> {
  const res = await save({ title, parentId, sort });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

const find = (nodes: CourseCatNode[], id: string): CourseCatNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children, id);
    if (hit) return hit;
  }
  return undefined;
};

describe('courseware catalogue tree', () => {
  it('answers the nested tree, siblings by sort then title', async () => {
    const root = await folder('目录树根');
    const b = await folder('乙', root, 2);
    const a = await folder('甲', root, 2);
    const first = await folder('最前', root, 1);
    const leaf = await folder('叶子', a);
    const res = await tree();
    expect(res.code).toBe(0);
    const node = find(res.data, root)!;
    expect(node.parentId).toBe('');
    const titles = node.children.map((c) => c.title);
    expect(titles[0]).toBe('最前');
    expect(new Set(titles.slice(1))).toEqual(new Set(['甲', '乙']));
    expect(node.children.map((c) => c.id)).toContain(first);
    expect(find(res.data, a)!.children.map((c) => c.id)).toEqual([leaf]);
    expect(find(res.data, b)!.children).toEqual([]);
  });

  it('renames and moves a folder, and moves one back to the top with parentId ""', async () => {
    const x = await folder('移动源');
    const y = await folder('移动目标');
    expect((await save({ id: x, title: '已改名', parentId: y, sort: 3 })).code).toBe(0);
    let nodes = (await tree()).data;
    expect(find(nodes, y)!.children.map((c) => [c.id, c.title, c.sort])).toEqual([[x, '已改名', 3]]);
    expect((await save({ id: x, title: '已改名', parentId: '' })).code).toBe(0);
    nodes = (await tree()).data;
    expect(nodes.map((n) => n.id)).toContain(x);
  });

  it('refuses moving a folder under itself or one of its descendants', async () => {
    const top = await folder('祖先');
    const mid = await folder('中间', top);
    const low = await folder('后代', mid);
    for (const parentId of [top, mid, low]) {
      const res = await save({ id: top, title: '祖先', parentId });
      expect(res.code).toBe(ErrorCode.FAIL);
      expect(res.msg).toBe('不能把目录移动到它自己或它的下级目录下！');
    }
    expect(find((await tree()).data, low)!.parentId).toBe(mid);
  });

  it('refuses an unknown parent, an unknown folder and a duplicate name among siblings', async () => {
    const res = await save({ title: '孤儿', parentId: 'no-such-folder' });
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(res.msg).toBe('上级目录不存在！');
    expect((await save({ id: 'no-such-folder', title: '无' })).code).toBe(ErrorCode.NOT_FOUND);
    const p = await folder('同名父');
    await folder('同名', p);
    const dup = await save({ title: '同名', parentId: p });
    expect(dup.msg).toBe('同一目录下已有同名目录！');
    expect((await save({ title: '' })).code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('deletes only an empty folder', async () => {
    const parent = await folder('删除父');
    const child = await folder('删除子', parent);
    let res = await del(parent);
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(res.msg).toBe('目录下有课件或子目录，不能删除！');

    const up = await uploadAs(t, admin, [{ name: 'a.pdf', content: pdfOf(2) }]);
    const file = await t.post<{ id: string }>(
      '/api/course/file/save',
      { title: '目录中的课件', catId: child, fileType: 3, fileUrl: up.data.url, needLearn: 30 },
      admin,
    );
    expect(file.code, file.msg).toBe(0);
    res = await del(child);
    expect(res.msg).toBe('目录下有课件或子目录，不能删除！');

    expect((await t.post('/api/course/file/delete', { ids: [file.data.id] }, admin)).code).toBe(0);
    expect((await del(child)).code).toBe(0);
    expect((await del(parent)).code).toBe(0);
    expect(find((await tree()).data, parent)).toBeUndefined();
    expect((await del(parent)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps learners and staff without library rights out', async () => {
    const student = (await loginStudent(t)).token;
    expect((await tree(student)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await save({ title: '学员目录' }, student)).code).toBe(ErrorCode.FORBIDDEN);
    const viewer = await createUser(t, { roleIds: [await createStaffRole(t, ['m-course-file'])] });
    const token = (await login(t, viewer.userName)).token;
    expect((await tree(token)).code).toBe(0);
    expect((await save({ title: '只读目录' }, token)).code).toBe(ErrorCode.FORBIDDEN);
    const id = await folder('不能删');
    expect((await del(id, token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});
