import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('answer-file', {
  action: 'Answer file',
  title: 'Upload the answer file of {name}',
  explain:
    'When a learner has been offline for more than 60 s, the exam page offers an encrypted answer file (.xkans) that only the server can open. Once uploaded, the server counts its answers under the sequence-number and deadline rules; a paper already handed in is graded again.',
  caution:
    'The learner’s own device made this file and the learner could forge its contents: answer times are trusted only up to the deadline (or an earlier hand-in). Every upload is logged; judge it together with the monitoring records.',
  choose: 'Choose the answer file',
  applying: 'Applying the answers…',
  result: 'Outcome',
  entries: 'Answers in the file',
  applied: 'Counted',
  stale: 'The server already had this answer or a newer one',
  late: 'Given after the deadline or the hand-in: not counted',
  skipped: 'Not applicable (not on the paper, or a marked subjective answer)',
  score: 'Score',
  scoreMove: '{before} → {after}',
  paperState: 'Paper state at upload',
  made: 'File made (learner’s device)',
  lastAck: 'Last delivered to the server (learner’s device)',
  never: 'Never',
  unreadable: 'The file cannot be read!',
  stateOpen: 'In exam',
  stateMarking: 'Awaiting marking',
  stateDone: 'Finished',
});
