import { char, customType, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId } from './columns.ts';

/** PostgreSQL bytea as a Node Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * The local face model's descriptor of a user's face photo (issue 15; docs/decisions/face.md "Stored face
 * descriptors"): 128 float32 (512 bytes), computed once per photo and model. One row per user and model:
 * a new photo replaces it; a row whose `photo` is no longer the user's face is stale and never searched.
 * `model_tag` (model id + version) makes a model change recompute every descriptor.
 */
export const sysFaceDescriptor = pgTable(
  'sys_face_descriptor',
  {
    id: idColumn(),
    userId: refId().notNull(),
    /** The face photo's address as sys_user.face holds it. */
    photo: varchar({ length: 512 }).notNull(),
    photoSha256: char({ length: 64 }).notNull(),
    modelTag: varchar({ length: 64 }).notNull(),
    descriptor: bytea().notNull(),
    createTime: createdAt(),
  },
  (t) => [
    uniqueIndex('sys_face_descriptor_user').on(t.userId, t.modelTag),
    index('sys_face_descriptor_sha').on(t.photoSha256, t.modelTag),
  ],
);

/**
 * Users deleted with a face photo on file, whose face may still be enrolled in the cloud provider's face group
 * (face login, modules/face/search/face-group.ts): the face is removed there by `removeDeletedFaces` (after the
 * deletion and by the hourly face sweep until the vendor confirms), then the row goes.
 */
export const sysFaceRemoval = pgTable('sys_face_removal', {
  userId: refId().primaryKey(),
  createTime: createdAt(),
});
