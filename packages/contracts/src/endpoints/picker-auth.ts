import { Perm } from '../permissions.ts';
import type { Auth } from './define.ts';

/**
 * Who may read the lists behind the web's shared selects and pickers. The endpoints' `auth` and the selects'
 * own check are both written from this table, so they cannot drift apart: a select on a page whose user
 * may not read its list shows itself disabled (「无权查看」) instead of a 权限不足 message on page load, and a
 * page can leave the field out (`mayRead`). The web build drops endpoints' `auth`; this table stays.
 */
export const PICKER_AUTH = {
  /** CourseSelect: ids and titles only (the exam list filters by course). */
  course: { any: [Perm.course.list, Perm.exam.list, Perm.exam.add, Perm.exam.edit, Perm.course.stat] },
  /** CourseFilePicker: the courseware library's folders and files. */
  courseFile: { any: [Perm.courseFile.list, Perm.course.add, Perm.course.edit] },
  /** CertSelect: certificate managers and staff attaching one to an exam or a course, or granting it. */
  cert: {
    any: [
      Perm.cert.list,
      Perm.cert.edit,
      Perm.exam.add,
      Perm.exam.edit,
      Perm.course.add,
      Perm.course.edit,
      Perm.certGrant.list,
      Perm.certGrant.grant,
    ],
  },
  /** UserPicker: user managers and staff choosing people for an exam, a course or a grant. */
  user: {
    any: [Perm.user.list, Perm.exam.add, Perm.exam.edit, Perm.course.add, Perm.course.edit, Perm.certGrant.grant],
  },
  /** ExamPicker (exams to attach to a course or a certificate). */
  exam: Perm.exam.list,
  /** RoleSelect. */
  role: { any: [Perm.role.list, Perm.user.list] },
  /** MenuTreeSelect. */
  menu: { any: [Perm.menu.list, Perm.role.menus] },
} as const satisfies Record<string, Auth>;

/** Does a signed-in user holding `permissions` pass `auth`? (The server's rule, for the web's own checks.) */
export function mayRead(permissions: readonly string[] | null | undefined, auth: Auth): boolean {
  if (auth === 'public') return true;
  if (!permissions) return false;
  if (auth === 'user') return true;
  const keys: readonly string[] = typeof auth === 'string' ? [auth] : auth.any;
  return keys.some((k) => permissions.includes(k));
}
