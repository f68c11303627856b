import type { DbOrTx } from '../client.ts';
import { elQu, elQuAnswer } from '../schema/index.ts';

type Qu = typeof elQu.$inferInsert;
type Answer = typeof elQuAnswer.$inferInsert;

/**
 * Builds the questions of a demo bank with fixed ids (so seeding is idempotent): `qu` adds a question to the
 * bank's default chapter (or `o.chapterId`), `options` its choices A, B, C..., `items` its blanks or
 * matching pairs with their accepted answers; `insert` writes them all.
 */
export function demoBank(repoId: string, chapterId: string) {
  const qus: Qu[] = [];
  const answers: Answer[] = [];
  return {
    qu(id: string, quType: number, content: string, o: Partial<Qu> = {}) {
      qus.push({ id, repoId, chapterId, quType, content, sort: qus.length + 1, ...o });
    },
    options(quId: string, list: Array<[string, boolean]>) {
      for (const [i, [content, isRight]] of list.entries()) {
        answers.push({ id: `${quId}-a${i}`, quId, tag: String.fromCharCode(65 + i), content, isRight, sort: i + 1 });
      }
    },
    items(quId: string, list: Array<[string, string[]]>) {
      for (const [i, [content, accepted]] of list.entries()) {
        answers.push({
          id: `${quId}-a${i}`,
          quId,
          tag: String(i + 1),
          content,
          isRight: true,
          answers: accepted,
          sort: i + 1,
        });
      }
    },
    async insert(tx: DbOrTx): Promise<void> {
      await tx
        .insert(elQu)
        .values(qus.map((q) => ({ ...q, createBy: '10001' })))
        .onConflictDoNothing();
      await tx.insert(elQuAnswer).values(answers).onConflictDoNothing();
    },
  };
}
