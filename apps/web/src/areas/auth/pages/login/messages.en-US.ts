import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('auth-face-login', {
  signInFailed: 'Sign-in failed, please try again later!',
  facePrompt: 'Put your face in the middle of the camera; the photo is taken and you are signed in once it is found.',
  faceCaptchaFirst: 'Enter the captcha, then start the recognition.',
  faceCloser: 'Once the photos start, slowly come closer to the camera.',
  faceTurn: 'Once the photos start, slowly turn your head to the left, then to the right.',
  faceShooting: 'Taking the photos, move your head as asked...',
  retryCamera: 'Retry the camera',
  photoSignIn: 'Take photo and sign in',
  recognizeAgain: 'Try again',
  startRecognize: 'Start recognition',
});
