import type { MessageCatalogue } from '@xuekao/contracts';

/** English of the sign-in messages: accounts, captcha, SMS, mobile binding, face sign-in. */
export const AUTH_EN: MessageCatalogue = {
  exact: {
    // The captcha image answered to an address that drew too many (modules/captcha)
    '请稍后再试！': 'Try again later!',
    // Accounts and sign-in (modules/auth, user)
    '账号已存在，请更换一个账号！': 'The account already exists, please choose another one!',
    '账号已存在！': 'The account already exists!',
    '用户不存在！': 'The user does not exist!',
    '系统未开放注册，请联系管理员！': 'Registration is closed, please contact the administrator!',
    '手机号已被其他账号绑定！': 'The mobile number is bound to another account!',
    '所选部门不存在！': 'The chosen department does not exist!',
    '该手机号未绑定任何账号！': 'This mobile number is not bound to any account!',
    '登录失败次数过多，请15分钟后再试！': 'Too many failed logins, please try again in 15 minutes!',
    '同时登录的人数过多，请稍后再试！': 'Too many people are logging in at once, please try again later!',
    '该手机号绑定了多个账号，请使用账号密码登录！':
      'This mobile number is bound to several accounts, please log in with account and password!',
    '未开启手机号登录！': 'Mobile login is not enabled!',
    // Captcha
    '验证码校验过于频繁，请稍后再试！': 'Captcha checked too often, please try again later!',
    '请输入图形验证码！': 'Please enter the image captcha!',
    // SMS (modules/sms)
    '短信服务未配置，请联系管理员！': 'The SMS service is not configured, please contact the administrator!',
    '短信发送过于频繁，请稍后再试！': 'SMS sent too often, please try again later!',
    '短信验证码错误次数过多已失效，请重新获取短信验证码！':
      'Too many wrong SMS codes, the code is no longer valid, please get a new one!',
    '短信验证码错误次数过多，请15分钟后再试！': 'Too many wrong SMS codes, please try again in 15 minutes!',
    '该手机号短信验证码错误次数过多，请1小时后再试！':
      'Too many wrong SMS codes for this mobile number, please try again in 1 hour!',
    阿里云短信: 'Alibaba Cloud SMS',
    腾讯云短信: 'Tencent Cloud SMS',
    请求超时: 'request timed out',
    网络连接失败: 'network connection failed',
    服务返回异常: 'the service answered abnormally',
    // Mobile binding (modules/bind)
    '该手机号已被其他账号绑定！': 'This mobile number is bound to another account!',
    '您已绑定手机号，请先解绑！': 'You have already bound a mobile number, please unbind it first!',
    '您还没有绑定手机号！': 'You have not bound a mobile number yet!',
    '手机号与当前绑定的手机号不一致！': 'The mobile number differs from the one bound!',
    // Face sign-in (modules/auth/face-login.service.ts)
    '未开启刷脸登录！': 'Face login is not enabled!',
    '当前人脸识别方案暂不支持刷脸登录，请使用其他方式登录！':
      'The current face recognition provider does not support face login, please log in another way!',
    '未找到与您匹配的人脸，请使用其他方式登录！': 'No face matching yours was found, please log in another way!',
    '无法唯一确认您的身份，请使用其他方式登录！': 'Your identity cannot be told apart, please log in another way!',
    '刷脸登录过于频繁，请1分钟后再试！': 'Face login tried too often, please try again in 1 minute!',
    刷脸登录人数较多: 'many people are logging in by face',
    // Face sign-in's live capture (modules/auth/face-challenge.ts, modules/face/liveness/live-sequence.ts)
    '刷脸验证已失效，请重新识别！': 'The face check has expired, please start the recognition again!',
    '请正对摄像头，拍照开始后慢慢靠近摄像头':
      'Face the camera; once the photos start, slowly come closer to the camera',
    '请正对摄像头，拍照开始后缓慢地向左再向右转头':
      'Face the camera; once the photos start, slowly turn your head to the left, then to the right',
    '活体检测未通过：多张照片中人脸位置没有变化，请按提示移动头部！':
      'Liveness check failed: the face did not move between the photos, please move your head as asked!',
    '活体检测未通过：未按提示完成动作，请重新识别并按提示移动头部！':
      'Liveness check failed: the movement asked for was not made, please try again and move your head as asked!',
    '活体检测未通过：多张照片不是同一人！': 'Liveness check failed: the photos do not show the same person!',
    '活体检测未通过：照片与您登记的人脸照片过于相似，请本人正对摄像头实时拍摄，不要使用照片！':
      'Liveness check failed: the photo is too similar to your registered face photo, please face the camera in person, do not use a photo!',
  },
  templates: [
    [
      '该手机号今日短信已达上限（每天 {n} 条），请明天再试！',
      'This mobile number has reached its SMS limit today ({n} a day), please try again tomorrow!',
    ],
    [
      '该手机号短信发送过于频繁（每小时 {n} 条），请稍后再试！',
      'SMS sent to this mobile number too often ({n} an hour), please try again later!',
    ],
    [
      '短信发送失败（{title}：{reason}），请稍后再试！',
      'SMS sending failed ({title}: {reason}), please try again later!',
    ],
  ],
};
