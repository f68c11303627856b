import type pg from 'pg';

export interface BenchCourse {
  courseId: string;
  fileId: string;
}

/** Seconds a learner must study the file: far more than a run lasts, so nothing finishes. */
const NEED_LEARN = 100_000;

/**
 * A public course open now (started an hour ago, ends in a day, state 0, open type 1) with one document
 * file (type 11), made by SQL in the fresh database; no checks, faces or exercises, so every heartbeat
 * earns time.
 */
export async function insertCourse(db: pg.Client, key: string, title: string): Promise<BenchCourse> {
  const courseId = `bench_course_${key}`;
  const fileId = `bench_file_${key}`;
  await db.query(
    `insert into el_course_file (id, title, file_type, need_learn, view_url)
     values ($1, $2, 11, $3, '')`,
    [fileId, `${title}讲义`, NEED_LEARN],
  );
  await db.query(
    `insert into el_course (id, title, open_type, start_time, end_time, state, file_count, total_sec)
     values ($1, $2, 1, now() - interval '1 hour', now() + interval '1 day', 0, 1, $3)`,
    [courseId, title, NEED_LEARN],
  );
  await db.query(
    `insert into el_course_item (course_id, file_id, chapter_idx, chapter_title, sort)
     values ($1, $2, 0, '第一章', 0)`,
    [courseId, fileId],
  );
  return { courseId, fileId };
}

export interface StoredLearn {
  /** `el_course_learn.learn_sec` of the file. */
  fileSec: number;
  /** `el_course_user.learn_sec` of the course (-1 when the row is missing). */
  courseSec: number;
}

/** What the database holds for every learner who studied the course's file. */
export async function readLearn(db: pg.Client, c: BenchCourse): Promise<Map<string, StoredLearn>> {
  const { rows } = await db.query<{ user_id: string; file_sec: number; course_sec: number | null }>(
    `select l.user_id, l.learn_sec as file_sec, u.learn_sec as course_sec
       from el_course_learn l
       left join el_course_user u on u.user_id = l.user_id and u.course_id = l.course_id
      where l.course_id = $1 and l.file_id = $2`,
    [c.courseId, c.fileId],
  );
  return new Map(rows.map((r) => [r.user_id, { fileSec: r.file_sec, courseSec: r.course_sec ?? -1 }]));
}
