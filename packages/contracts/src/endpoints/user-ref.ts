import { Perm } from '../permissions.ts';
import {
  UserRefJoinAnswer,
  UserRefJoinBodySchema,
  UserRefPagingBodySchema,
  UserRefRemoveBodySchema,
  UserRefRowSchema,
} from '../schemas/user-ref.ts';
import { endpoint, NoAnswer, pageOf } from './define.ts';

const editors = { any: [Perm.exam.edit, Perm.course.edit] };

/** User references of exams and courses (open type 3: persons); the service checks the owner's key. */
export const userRef = {
  join: endpoint({
    path: '/api/sys/user/ref/join',
    auth: editors,
    request: UserRefJoinBodySchema,
    answer: UserRefJoinAnswer,
    summary: '把用户加入考试或课程的指定人员（refId；考试需 exam:edit，课程需 course:edit；只能加入数据权限内的用户）',
  }),
  remove: endpoint({
    path: '/api/sys/user/ref/remove',
    auth: editors,
    request: UserRefRemoveBodySchema,
    answer: NoAnswer,
    summary: '从考试或课程的指定人员中移除用户',
  }),
  list: endpoint({
    path: '/api/sys/user/ref/list',
    auth: editors,
    request: UserRefPagingBodySchema,
    answer: pageOf(UserRefRowSchema),
    summary: '分页列出考试或课程的指定人员（params.refId，可按姓名搜索）',
  }),
};
