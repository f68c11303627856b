import type { AppContext } from '@server/app-context.ts';
import { lastDays } from '@server/lib/site-day.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { Perm, type StatExamDay, type StatLearnDay, type StatTotals, type StatUserDay } from '@xuekao/contracts';
import { countBattles } from '../battle/index.ts';
import {
  countCourseFiles,
  countCourses,
  countExams,
  countExamsByDay,
  countExamTmpls,
  countGrantsInScope,
  countQus,
  countRepos,
  countUsersByDay,
  countUsersInScope,
  type DayFigures,
  findDayFigures,
} from './stat.queries.ts';
import { flushStudyStats } from './stat-rollup.ts';

/**
 * The dashboard statistics (issue 13; definitions in docs/decisions/statistics.md "Statistics definitions").
 * People are counted only within the caller's data scope; a module's counts only for a caller who may list
 * it and while the module is switched on.
 */

/** Days of the week charts: the last 7 including today. */
const WEEK = 7;

const zero = (day: string): DayFigures => ({
  day,
  activeUser: 0,
  learnUser: 0,
  finishUser: 0,
  learnSec: 0,
  examUser: 0,
  passUser: 0,
});

/** `/api/stat/total/num/all`. */
export async function statTotals(app: AppContext, session: Session): Promise<StatTotals> {
  const [perms, props, scope] = await Promise.all([
    app.permissions.of(session.roleIds),
    app.settings.props(),
    scopeOf(app, session),
  ]);
  const when = (on: boolean, key: string, count: () => Promise<number>) =>
    on && perms.has(key) ? count() : Promise.resolve(0);
  const [examCount, tmplCount, courseCount, fileCount, repoCount, quCount, userCount, grantCount, battleCount] =
    await Promise.all([
      when(props.moduleExam, Perm.exam.list, () => countExams(app.db)),
      when(props.moduleExam, Perm.examTmpl.list, () => countExamTmpls(app.db)),
      when(props.moduleCourse, Perm.course.list, () => countCourses(app.db)),
      when(props.moduleCourse, Perm.courseFile.list, () => countCourseFiles(app.db)),
      when(props.moduleExam, Perm.repo.list, () => countRepos(app.db)),
      when(props.moduleExam, Perm.qu.list, () => countQus(app.db)),
      when(true, Perm.user.list, () => countUsersInScope(app.db, scope)),
      when(props.moduleCert, Perm.certGrant.list, () => countGrantsInScope(app.db, scope)),
      when(props.moduleBattle, Perm.battle.list, () => countBattles(app.db)),
    ]);
  return { examCount, tmplCount, battleCount, courseCount, fileCount, repoCount, quCount, userCount, grantCount };
}

/** The week's days and the roll-up figures of each (zeros for days without data). */
async function weekFigures(app: AppContext, session: Session) {
  const days = lastDays(app.config.SITE_TZ, WEEK);
  const scope = await scopeOf(app, session);
  await flushStudyStats(app);
  const found = await findDayFigures(app.db, scope, days[0], days[WEEK - 1]);
  const byDay = new Map(found.map((f) => [f.day, f]));
  return { days, scope, figures: days.map((d) => byDay.get(d) ?? zero(d)) };
}

/** `/api/stat/total/user/week`: new, active and all users per day. */
export async function userWeek(app: AppContext, session: Session): Promise<StatUserDay[]> {
  const { days, scope, figures } = await weekFigures(app, session);
  const users = await countUsersByDay(app.db, scope, days[0], days[WEEK - 1], app.config.SITE_TZ);
  const added = new Map(users.byDay.map((r) => [r.day, r.newUser]));
  let all = users.before;
  return figures.map((f) => {
    const newUser = added.get(f.day) ?? 0;
    all += newUser;
    return { dateStr: f.day, newUser, activeUser: f.activeUser, allUser: all };
  });
}

/** `/api/stat/total/exam/week`: exams handed in, learners who handed in and who passed, per day. */
export async function examWeek(app: AppContext, session: Session): Promise<StatExamDay[]> {
  const { days, scope, figures } = await weekFigures(app, session);
  if (!(await app.settings.props()).moduleExam) {
    return days.map((d) => ({ dateStr: d, examCount: 0, examUser: 0, passUser: 0 }));
  }
  const exams = await countExamsByDay(app.db, scope, days[0], days[WEEK - 1], app.config.SITE_TZ);
  const examsOf = new Map(exams.map((r) => [r.day, r.examCount]));
  return figures.map((f) => ({
    dateStr: f.day,
    examCount: examsOf.get(f.day) ?? 0,
    examUser: f.examUser,
    passUser: f.passUser,
  }));
}

/** `/api/stat/total/learn/week`: learners studying, finishing a file, and average seconds, per day. */
export async function learnWeek(app: AppContext, session: Session): Promise<StatLearnDay[]> {
  const { days, figures } = await weekFigures(app, session);
  if (!(await app.settings.props()).moduleCourse) {
    return days.map((d) => ({ dateStr: d, learnUser: 0, finishUser: 0, avgTime: 0 }));
  }
  return figures.map((f) => ({
    dateStr: f.day,
    learnUser: f.learnUser,
    finishUser: f.finishUser,
    avgTime: f.learnUser > 0 ? Math.round(f.learnSec / f.learnUser) : 0,
  }));
}
