/**
 * The endpoint table: every API call, one file per domain. Add a call here, then its handler in the
 * server module's `*.routes.ts` (the catalogue test fails until both exist).
 */

export { auth } from './auth.ts';
export { battle } from './battle.ts';
export { bind } from './bind.ts';
export { captcha } from './captcha.ts';
export { cert } from './cert.ts';
export { config } from './config.ts';
export { course } from './course.ts';
export { depart } from './depart.ts';
export { dic } from './dic.ts';
export { exam } from './exam.ts';
export { face } from './face.ts';
export { file } from './file.ts';
export { live } from './live.ts';
export { menu } from './menu.ts';
export { message } from './message.ts';
export { notice } from './notice.ts';
export { notify } from './notify.ts';
export { ops } from './ops.ts';
export { paper } from './paper.ts';
export { points } from './points.ts';
export { qu } from './qu.ts';
export { repo } from './repo.ts';
export { role } from './role.ts';
export { sms } from './sms.ts';
export { stat } from './stat.ts';
export { train } from './train.ts';
export { user } from './user.ts';
export { userRef } from './user-ref.ts';
