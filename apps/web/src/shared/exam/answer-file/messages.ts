import { defineMessages } from '@web/i18n/core';

/** Texts of the staff dialog that applies a learner's answer file (docs/EXAMS.md#answer-file); en-US beside. */
export const m = defineMessages('answer-file', {
  action: '答案文件',
  title: '上传答案文件：{name}',
  explain:
    '考生断网超过 60 秒时，考试页面可下载加密的答案文件（.xkans），只有服务器能打开。上传后，服务器按答题序号与截止时间规则计入其中的答案；已交卷的试卷会重新判分。',
  caution:
    '答案文件由考生本机生成，内容可能被考生伪造：文件中的作答时间只在考试截止（或更早的交卷）之前被采信。每次上传都会记录，请结合监控记录判断。',
  choose: '选择答案文件',
  applying: '正在计入答案…',
  result: '处理结果',
  entries: '文件中的答案',
  applied: '已计入',
  stale: '服务器已有相同或更新的答案',
  late: '晚于截止或交卷时间，未计入',
  skipped: '不适用（不在试卷中，或已阅卷的主观题）',
  score: '成绩',
  scoreMove: '{before} → {after}',
  paperState: '上传时试卷状态',
  made: '文件生成时间（考生本机）',
  lastAck: '最后一次送达服务器（考生本机）',
  never: '无',
  unreadable: '无法读取该文件！',
  stateOpen: '考试中',
  stateMarking: '待阅卷',
  stateDone: '已完成',
});
