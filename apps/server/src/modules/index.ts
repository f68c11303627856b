import type { RouteDef } from '../plugins/route-table.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { battleRoutes } from './battle/index.ts';
import { bindRoutes } from './bind/bind.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { certRoutes } from './cert/cert.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { courseFileRoutes, courseLiveRoutes, courseRoutes, studyRoutes } from './course/index.ts';
import { departRoutes } from './depart/depart.routes.ts';
import { dicRoutes } from './dic/dic.routes.ts';
import { examRoutes } from './exam/exam.routes.ts';
import { faceRoutes } from './face/index.ts';
import { fileRoutes } from './file/file.routes.ts';
import { menuRoutes } from './menu/menu.routes.ts';
import { messageRoutes } from './message/message.routes.ts';
import { noticeRoutes } from './notice/notice.routes.ts';
import { notifyTmplRoutes } from './notify/notify-tmpl.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { paperRoutes } from './paper/paper.routes.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { quRoutes } from './qu/qu.routes.ts';
import { repoRoutes } from './repo/repo.routes.ts';
import { roleRoutes } from './role/role.routes.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { statRoutes } from './stat/stat.routes.ts';
import { trainRoutes } from './train/train.routes.ts';
import { userRoutes } from './user/user.routes.ts';
import { userRefRoutes } from './user-ref/user-ref.routes.ts';

/** Every module's route table, by OpenAPI tag. Adding a module means adding one line here. */
export const MODULE_ROUTES: Record<string, RouteDef[]> = {
  auth: authRoutes,
  battle: battleRoutes,
  bind: bindRoutes,
  captcha: captchaRoutes,
  cert: certRoutes,
  config: configRoutes,
  course: [...courseFileRoutes, ...courseRoutes, ...studyRoutes, ...courseLiveRoutes],
  depart: departRoutes,
  dic: dicRoutes,
  exam: examRoutes,
  face: faceRoutes,
  file: fileRoutes,
  menu: menuRoutes,
  message: messageRoutes,
  notice: noticeRoutes,
  notify: notifyTmplRoutes,
  ops: opsRoutes,
  paper: paperRoutes,
  points: pointsRoutes,
  qu: quRoutes,
  repo: repoRoutes,
  role: roleRoutes,
  sms: smsRoutes,
  stat: statRoutes,
  train: trainRoutes,
  user: userRoutes,
  userRef: userRefRoutes,
};
