import type { MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the exam messages: exams, entry checks, applications, composing, papers, marking, hand-in,
 * monitoring, results, questions, banks and training. Question types and levels (dictionary titles) are
 * terms for the composing shortfall.
 */
export const EXAM_EN: MessageCatalogue = {
  exact: {
    // Exams and entry (modules/exam)
    '考试不存在！': 'The exam does not exist!',
    '考试不能为空！': 'The exam cannot be empty!',
    '试卷模板不存在！': 'The paper template does not exist!',
    '有考生正在考试，不能删除！': 'Candidates are taking the exam, it cannot be deleted!',
    '考试密码错误次数过多，请15分钟后再试，或提交考试申请！':
      'Too many wrong exam passwords, please try again in 15 minutes or apply for the exam!',
    '考试已结束！': 'The exam has ended!',
    '请输入考试密码！': 'Please enter the exam password!',
    '考试密码错误！': 'Wrong exam password!',
    '本场考试需要先通过人脸核验！': 'This exam needs a face check first!',
    '试卷中有试题已被删除，请修改考试的组卷！':
      'A question of the paper was deleted, please change how the exam is composed!',
    单选题: 'single choice questions',
    多选题: 'multiple choice questions',
    判断题: 'true/false questions',
    简答题: 'short answer questions',
    填空题: 'fill-in questions',
    组合匹配题: 'matching questions',
    组合题: 'composite questions',
    普通: 'normal',
    较难: 'hard',
    // Applications
    '考试已结束，无法申请！': 'The exam has ended, no application is possible!',
    '本场考试无需申请，可直接开始考试！': 'This exam needs no application, you can start it directly!',
    '您已提交过申请，请等待管理员审核！': 'You have already applied, please wait for the administrator’s review!',
    '您的申请已通过，可以直接开始考试！': 'Your application was approved, you can start the exam directly!',
    '申请不存在！': 'The application does not exist!',
    '所选申请已审核，无需重复审核！': 'The chosen applications were already reviewed!',
    '考试申请已被使用，请重新申请！': 'The exam application was already used, please apply again!',
    // Papers, marking, hand-in, monitoring, results (modules/paper)
    '试卷不存在！': 'The paper does not exist!',
    '试题不存在！': 'The question does not exist!',
    '考试时间已到，试卷已自动交卷！': 'Time is up, the paper was handed in automatically!',
    '答案保存失败，请重试！': 'The answer could not be saved, please retry!',
    '试卷尚未交卷，不能阅卷！': 'The paper has not been handed in, it cannot be marked!',
    '该试卷已完成阅卷！': 'This paper has already been marked!',
    '该试题不需要阅卷！': 'This question needs no marking!',
    '拍照过于频繁，请稍后再试！': 'Photos taken too often, please try again later!',
    '当前没有正在考试的考生！': 'No candidate is taking the exam now!',
    '试卷已交卷！': 'The paper has been handed in!',
    // Answer files (modules/paper/answer-file.service.ts)
    '答案文件无法打开：不是本站生成的答案文件，或文件已损坏！':
      'The answer file cannot be opened: it was not made by this site, or it is damaged!',
    '答案文件与该试卷不符！': 'The answer file does not belong to this paper!',
    '该试卷已作废，不能上传答案文件！': 'This paper was discarded, no answer file can be applied!',
    '考试时间已到，系统已自动交卷！': 'Time is up, the system handed the paper in!',
    '离开次数超过限制，系统已强制交卷！': 'You left too many times, the system handed the paper in!',
    '长时间无操作次数超过限制，系统已强制交卷！': 'You were inactive too many times, the system handed the paper in!',
    '人脸识别多次失败，系统已强制交卷！': 'Face recognition failed too many times, the system handed the paper in!',
    '管理员已将您的试卷强制交卷！': 'The administrator handed your paper in!',
    '您有正在进行的考试，交卷后才能查看每题的对错、得分与答案！':
      'You have an exam in progress, each question’s result, score and answer show after you hand in!',
    '本场考试不公布答案；每题的对错与得分在考试结束（或考试次数用完）后公布。':
      'This exam does not publish answers; each question’s result and score show when the exam ends (or your attempts run out).',
    '本场考试不公布答案与解析。': 'This exam publishes neither answers nor explanations.',
    // Questions, banks, training (modules/qu, repo, train)
    '题库不存在！': 'The question bank does not exist!',
    '章节不存在或不属于该题库！': 'The chapter does not exist or is not in this question bank!',
    '试题已被删除！': 'The question has been deleted!',
    '题库中还有试题，请先删除试题后再删除题库！': 'The bank still has questions, delete them before deleting the bank!',
    '请选择章节！': 'Please choose a chapter!',
    '该题库的错题都来自尚未结束且不公布答案的考试，考试结束（或考试次数用完）后才能练习！':
      'All wrong answers of this bank come from exams that have not ended and do not publish answers; practise them when the exam ends (or your attempts run out)!',
    '该题库暂无错题，无需错题练习！': 'This bank has no wrong answers to practise!',
    '没有可以训练的试题！': 'There are no questions to train on!',
    '训练已结束！': 'The training has ended!',
    '您有正在进行的考试，考试期间不能练习或查看试题答案，请交卷后再来！':
      'You have an exam in progress, you cannot practise or see answers during an exam, please come back after handing in!',
    '该题来自尚未结束且不公布答案的考试，考试结束（或考试次数用完）后才能练习和查看答案！':
      'This question comes from an exam that has not ended and does not publish answers; practise it and see the answer when the exam ends (or your attempts run out)!',
  },
  templates: [
    ['及格分不能大于试卷总分{n}分！', 'The pass mark cannot exceed the paper’s total of {n}!'],
    [
      '您有正在进行的考试《{=title}》，请先完成该考试！',
      'You have an exam in progress ("{title}"), please finish it first!',
    ],
    ['考试尚未开始，开始时间：{=time}', 'The exam has not started, it starts at {time}'],
    [
      '已超过最晚入场时间（开考后{n}分钟），无法参加考试！',
      'The latest entry time has passed ({n} minutes after the start), you cannot take the exam!',
    ],
    ['您的考试次数已用完（共{n}次）！', 'You have used all your attempts ({n} in total)!'],
    ['类型{n}', 'type {n}'],
    [
      '题库「{=repo}」的{type}（{level}）数量不足：需要{count}道，只有{have}道，还差{short}道！',
      'The question bank "{repo}" has too few {type} ({level}): {count} needed, only {have}, {short} missing!',
    ],
    [
      '题库「{=repo}」的{type}数量不足：需要{count}道，只有{have}道，还差{short}道！',
      'The question bank "{repo}" has too few {type}: {count} needed, only {have}, {short} missing!',
    ],
    [
      '还有{n}道主观题未评分，请完成后再提交！',
      '{n} subjective questions are not scored yet, please finish before submitting!',
    ],
    ['考试开始{n}分钟后才能交卷！', 'You can hand in only {n} minutes after the exam starts!'],
    ['得分必须在 0 到 {max} 之间！', 'The score must be from 0 to {max}!'],
    ['第{n}个小题的内容不能为空！', 'The content of sub-question {n} cannot be empty!'],
  ],
};
