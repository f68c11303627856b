import type { DbOrTx } from '@server/db/client.ts';
import { sysFaceDescriptor, sysRole, sysUser, sysUserRole } from '@server/db/schema/index.ts';
import { RoleType } from '@xuekao/contracts';
import { and, eq, gt, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';

/** The descriptor of this user's photo `photo` under `modelTag`, if stored. */
export async function findUserDescriptor(
  db: DbOrTx,
  userId: string,
  photo: string,
  modelTag: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ descriptor: sysFaceDescriptor.descriptor })
    .from(sysFaceDescriptor)
    .where(
      and(
        eq(sysFaceDescriptor.userId, userId),
        eq(sysFaceDescriptor.modelTag, modelTag),
        eq(sysFaceDescriptor.photo, photo),
      ),
    );
  return row?.descriptor;
}

/** Any stored descriptor of the same picture (same bytes, another user or an earlier address). */
export async function findDescriptorBySha(db: DbOrTx, sha256: string, modelTag: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ descriptor: sysFaceDescriptor.descriptor })
    .from(sysFaceDescriptor)
    .where(and(eq(sysFaceDescriptor.photoSha256, sha256), eq(sysFaceDescriptor.modelTag, modelTag)))
    .limit(1);
  return row?.descriptor;
}

/**
 * Stores (or replaces) the user's descriptor under `modelTag`: one row per user and model. A replaced row
 * takes the new id, so an id always names the same numbers (the search caches them by id).
 */
export async function upsertDescriptor(
  db: DbOrTx,
  row: { id: string; userId: string; photo: string; photoSha256: string; modelTag: string; descriptor: Buffer },
): Promise<void> {
  await db
    .insert(sysFaceDescriptor)
    .values(row)
    .onConflictDoUpdate({
      target: [sysFaceDescriptor.userId, sysFaceDescriptor.modelTag],
      set: {
        id: row.id,
        photo: row.photo,
        photoSha256: row.photoSha256,
        descriptor: row.descriptor,
        createTime: sql`now()`,
      },
    });
}

const isStaff = (db: DbOrTx) =>
  db
    .select({ one: sql`1` })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, sysFaceDescriptor.userId), eq(sysRole.roleType, RoleType.STAFF)));

/**
 * The descriptors face login searches: learners (no staff role) whose current face photo is the one the
 * descriptor was computed from, under the current model. Ids only: a row's id changes whenever its numbers
 * do (upsertDescriptor), so the numbers are cached by id (findDescriptorsByIds). No photo is read.
 */
export async function findLearnerDescriptorIds(
  db: DbOrTx,
  modelTag: string,
): Promise<Array<{ id: string; userId: string }>> {
  return db
    .select({ id: sysFaceDescriptor.id, userId: sysFaceDescriptor.userId })
    .from(sysFaceDescriptor)
    .innerJoin(sysUser, and(eq(sysUser.id, sysFaceDescriptor.userId), eq(sysUser.face, sysFaceDescriptor.photo)))
    .where(and(eq(sysFaceDescriptor.modelTag, modelTag), notExists(isStaff(db))));
}

/** The numbers of the descriptors with these ids. */
export async function findDescriptorsByIds(
  db: DbOrTx,
  ids: string[],
): Promise<Array<{ id: string; descriptor: Buffer }>> {
  if (!ids.length) return [];
  return db
    .select({ id: sysFaceDescriptor.id, descriptor: sysFaceDescriptor.descriptor })
    .from(sysFaceDescriptor)
    .where(inArray(sysFaceDescriptor.id, ids));
}

/** Users after `afterId` whose current face photo has no descriptor under `modelTag` (the backfill's work). */
export async function findFacesWithoutDescriptor(
  db: DbOrTx,
  modelTag: string,
  afterId: string,
  limit: number,
): Promise<Array<{ id: string; face: string }>> {
  return db
    .select({ id: sysUser.id, face: sysUser.face })
    .from(sysUser)
    .leftJoin(
      sysFaceDescriptor,
      and(
        eq(sysFaceDescriptor.userId, sysUser.id),
        eq(sysFaceDescriptor.modelTag, modelTag),
        eq(sysFaceDescriptor.photo, sysUser.face),
      ),
    )
    .where(and(ne(sysUser.face, ''), gt(sysUser.id, afterId), isNull(sysFaceDescriptor.id)))
    .orderBy(sysUser.id)
    .limit(limit);
}

/** Every stored descriptor of a user (all model tags). */
export async function findDescriptorsByUser(db: DbOrTx, userId: string) {
  return db.select().from(sysFaceDescriptor).where(eq(sysFaceDescriptor.userId, userId));
}

/** Drops a user's descriptor under `modelTag`. */
export async function deleteDescriptorsByUser(db: DbOrTx, userId: string, modelTag: string): Promise<void> {
  await db
    .delete(sysFaceDescriptor)
    .where(and(eq(sysFaceDescriptor.userId, userId), eq(sysFaceDescriptor.modelTag, modelTag)));
}

/**
 * Deletes the descriptors nothing searches any more: those of another model, of a photo that is no longer the
 * user's face photo (replaced by one without a usable face, or cleared), and of users that no longer exist.
 * Another model's rows go only after OTHER_MODEL_GRACE_DAYS: during a rolling upgrade old and new processes
 * run side by side, each searching its own model's rows.
 * A face descriptor is biometric data: it is kept only while it serves face login. Answers how many went.
 */
export const OTHER_MODEL_GRACE_DAYS = 7;

export async function deleteStaleDescriptors(db: DbOrTx, modelTag: string): Promise<number> {
  const graceEnd = new Date(Date.now() - OTHER_MODEL_GRACE_DAYS * 86_400_000);
  const current = db
    .select({ one: sql`1` })
    .from(sysUser)
    .where(and(eq(sysUser.id, sysFaceDescriptor.userId), eq(sysUser.face, sysFaceDescriptor.photo)));
  const gone = await db
    .delete(sysFaceDescriptor)
    .where(
      or(and(ne(sysFaceDescriptor.modelTag, modelTag), lt(sysFaceDescriptor.createTime, graceEnd)), notExists(current)),
    )
    .returning({ id: sysFaceDescriptor.id });
  return gone.length;
}

/** Sets when a descriptor was computed (tests of the other-model grace period). */
export async function setDescriptorTime(db: DbOrTx, id: string, createTime: Date): Promise<void> {
  await db.update(sysFaceDescriptor).set({ createTime }).where(eq(sysFaceDescriptor.id, id));
}
