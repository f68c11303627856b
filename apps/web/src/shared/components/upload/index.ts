export { AVATAR_COMPRESS_WIDTH, COMPRESS_WIDTH, compressImage } from './compress-image';
export { FileUpload, type FileUploadProps } from './file-upload';
export { IMAGE_ACCEPT, ImageUpload, type ImageUploadProps } from './image-upload';
export { UPLOAD_TEXTS } from './upload-logic';
