import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { insertFaceLog } from '../../file/file.queries.ts';
import { locateUpload } from '../../file/storage/index.ts';
import { isPrivateKey } from '../../file/storage/keys.ts';
import { findUsersWithFaceOutside, replaceUserFace } from '../../user/user.queries.ts';
import { MAX_REFERENCE_BYTES } from '../face-config.ts';
import { imageKind, storePhoto } from './face.service.ts';

/**
 * Face photos saved before photos became private sit at public upload addresses with guessable names. At
 * start-up each is copied into the private face folder (unguessable name, signed addresses only), the user
 * points at the copy, the public file is removed and the change is logged like any other face change.
 * A photo that cannot be read stays as it is (logged); it is retried at the next start. Answers how many moved.
 */
export async function privatizeLegacyFaces(app: AppContext): Promise<number> {
  let moved = 0;
  for (const u of await findUsersWithFaceOutside(app.db, '/face/')) {
    const found = await locateUpload(app, u.face);
    if (!found || isPrivateKey(found.key)) continue;
    const bytes = await found.storage.read(found.key, MAX_REFERENCE_BYTES);
    const ext = bytes ? imageKind(bytes) : null;
    if (!bytes || !ext) {
      app.log.warn({ userId: u.id, face: u.face }, 'legacy face photo unreadable; left public');
      continue;
    }
    const newFace = await storePhoto(app, 'face', { bytes, ext });
    if (!(await replaceUserFace(app.db, u.id, u.face, newFace))) continue;
    await found.storage.remove(found.key).catch(() => undefined);
    await insertFaceLog(app.db, {
      id: newId(),
      userId: u.id,
      byUserId: u.id,
      oldFace: u.face,
      newFace,
      ip: 'start-up',
    });
    moved++;
  }
  if (moved) app.log.info({ moved }, 'legacy face photos moved to private storage');
  return moved;
}
