import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('recorder', {
  recordFailedOf: 'Failed, please check that the device can record sound! {name}: {msg}',
  recordSaved: 'Recording uploaded!',
  recReady: 'Ready',
  recRecording: 'Recording',
  recDone: 'Recorded',
  recStart: 'Start recording',
  recStop: 'Stop recording',
  clear: 'Clear',
  save: 'Save',
  seconds: '{n} s',
  recordingN: 'Recording {n}',
  notAnswered: '(not answered)',
});
