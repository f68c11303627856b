import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('upload', {
  prompt: 'Notice',
  uploadLimit: 'At most {limit} files per upload',
  uploadRemoveConfirm: 'Remove the file?',
  uploadSuccess: 'Uploaded!',
  uploadBadType: 'Only {types} files can be uploaded!',
  uploadTooLarge: 'The file cannot be larger than {size}!',
  upload: 'Upload',
  chooseFile: 'Choose file',
  uploadImage: 'Upload image',
  imageUnreadable: 'The image cannot be read',
  imageCompressFailed: 'The image could not be compressed',
});
