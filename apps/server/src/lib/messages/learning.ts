import type { MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the learning messages: courses, courseware and study, certificates, battles (with the
 * battle socket's errors), points and notices.
 */
export const LEARNING_EN: MessageCatalogue = {
  exact: {
    // Courses, courseware, directories, live, exercises, study (modules/course)
    '课程不存在！': 'The course does not exist!',
    '课件不存在！': 'The courseware does not exist!',
    '目录不存在！': 'The directory does not exist!',
    '上级目录不存在！': 'The parent directory does not exist!',
    '不能把目录移动到它自己或它的下级目录下！': 'A directory cannot move into itself or a directory below it!',
    '同一目录下已有同名目录！': 'A directory of the same name already exists here!',
    '目录下有课件或子目录，不能删除！': 'The directory has courseware or sub-directories and cannot be deleted!',
    '课件目录不存在！': 'The courseware directory does not exist!',
    '直播地址不正确！': 'Wrong live address!',
    '在线查看地址不正确！': 'Wrong online viewing address!',
    '请上传课件文件！': 'Please upload the courseware file!',
    '课件文件不存在，请重新上传！': 'The courseware file does not exist, please upload it again!',
    '课件文件的格式与课件类型不符！': 'The courseware file’s format does not match the courseware type!',
    '请设置学习时长！': 'Please set the study time!',
    '有学习记录的课程不能删除，请禁用！': 'A course with study records cannot be deleted, please disable it!',
    '课程状态不正确！': 'Wrong course state!',
    '请选择学习人员！': 'Please choose who studies!',
    '只有直播课件才有推流地址！': 'Only live courseware has a push address!',
    '请先在系统配置的直播配置中填写推流域名和播放域名！':
      'Please fill in the push and play domains in the live configuration first!',
    '本课件没有课中练习！': 'This courseware has no exercises!',
    '练习题库中没有可用的单选题或判断题！': 'The exercise banks have no single choice or true/false questions!',
    '练习抽题过于频繁（每个课件每小时最多30题），请稍后再试！':
      'Too many exercises drawn (at most 30 per courseware and hour), please try again later!',
    '该练习已作答，请重新抽题！': 'This exercise has been answered already, please draw a new one!',
    '本课程未开启学习抓拍！': 'Study captures are not enabled for this course!',
    '您已在其他页面开始学习，本页面学习已停止！':
      'You started studying on another page, study on this page has stopped!',
    '课程已结束或已关闭，学习已停止！': 'The course has ended or was closed, study has stopped!',
    '阅读检查超时，学习已中断！': 'The reading check timed out, study was interrupted!',
    '课程不存在或不在学习时间内！': 'The course does not exist or is outside its study time!',
    // Certificates (modules/cert)
    '证书不存在！': 'The certificate does not exist!',
    '证书不存在，请核对证书编号！': 'The certificate does not exist, please check the certificate number!',
    '证书状态不正确！': 'Wrong certificate state!',
    '背景图片不存在，请重新上传！': 'The background image does not exist, please upload it again!',
    '所选用户不存在或超出您的数据范围！': 'A chosen user does not exist or is outside your data scope!',
    '所选部门超出您的数据范围！': 'A chosen department is outside your data scope!',
    '该证书已禁用，不能发放！': 'The certificate is disabled and cannot be granted!',
    '所选部门下没有可发放的用户！': 'The chosen departments have no users to grant it to!',
    '发放记录不存在或超出您的数据范围！': 'A grant record does not exist or is outside your data scope!',
    '查询过于频繁，请稍后再试！': 'Queried too often, please try again later!',
    '姓名核验过于频繁，请1小时后再试！': 'Too many name confirmations, please try again in an hour!',
    '该证书的姓名核验错误次数过多，请明天再试！':
      'Too many wrong name confirmations for this certificate, please try again tomorrow!',
    '证书字体缺失：请在服务器上安装 fonts-noto-cjk（apt-get install fonts-noto-cjk），或用 CERT_FONT_PATH 指定中文字体文件！':
      'The certificate font is missing: install fonts-noto-cjk on the server (apt-get install fonts-noto-cjk) or name a Chinese font file with CERT_FONT_PATH!',
    // Battles (modules/battle, battle-hub.ts socket errors)
    '对局不存在！': 'The match does not exist!',
    '对局尚未结束，结束后才能查看解析！': 'The match has not ended, the explanations show after it ends!',
    '该对局已作废，没有可查看的解析！': 'The match was voided, there are no explanations to see!',
    '请选择参赛人员！': 'Please choose the players!',
    '知识竞赛只能使用开放练习的题库，请先在题库中开启练习或换用其他题库！':
      'A battle can only use question banks open for practice: open the bank for practice first or choose another bank!',
    '竞赛状态不正确！': 'Wrong battle state!',
    '竞赛有正在进行的对局，请稍后再删除！': 'The battle has matches in progress, please delete it later!',
    '竞赛尚未结束，不能发放排名积分！': 'The battle has not ended, ranking points cannot be granted yet!',
    '排名积分已经发放过了！': 'The ranking points were already granted!',
    '本竞赛未设置排名奖励！': 'This battle has no ranking reward!',
    '本题已结束，答案未被接受！': 'This question has ended, the answer was not accepted!',
    '本题已经作答，不能重复提交！': 'This question was already answered, it cannot be submitted again!',
    '竞赛未开始、已结束或您不在参赛范围内！':
      'The battle has not started, has ended, or you are not among its players!',
    '今日场次已用完，请明天再来！': 'No matches left today, please come back tomorrow!',
    '现在不在竞赛的每日开放时段内，请在开放时段再来！':
      'The contest is outside its daily open hours now, please come back within them!',
    '您正在另一场对局或匹配中！': 'You are in another match or matching!',
    '操作过于频繁，请稍后再试！': 'Too many attempts, please try again later!',
    '本竞赛不支持该比赛模式！': 'This battle does not support that match mode!',
    '消息格式不正确！': 'Wrong message format!',
    '题库中没有可用的题目，请联系管理员！':
      'The question banks have no usable questions, please contact the administrator!',
    '您不在这场对局中！': 'You are not in this match!',
    // Points (modules/points), notices (modules/notice)
    '用户不存在或超出您的数据范围！': 'The user does not exist or is outside your data scope!',
    '公告内容不能为空！': 'Notice content cannot be empty!',
    '公告状态不正确！': 'Wrong notice state!',
  },
  templates: [
    ['课件「{=title}」已被课程使用，不能删除！', 'The courseware "{title}" is used by a course and cannot be deleted!'],
    ['连续{n}次人脸识别失败！', 'Face recognition failed {n} times in a row!'],
    [
      '证书《{=title}》已发放或被考试、课程使用，不能删除，可以禁用！',
      'The certificate "{title}" has been granted or is used by an exam or course; it cannot be deleted, but it can be disabled!',
    ],
    ['一次最多发放{n}人，请分批发放！', 'At most {n} people per grant, please grant in batches!'],
    ['{rule}：请填写积分上限！', '{rule}: please fill in the points cap!'],
    ['调整后积分不能小于0（当前{n}分）！', 'Points cannot go below 0 after the adjustment (now {n})!'],
  ],
};
