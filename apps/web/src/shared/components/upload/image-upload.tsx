import { acceptOf } from '@xuekao/contracts';
import { FileUpload, type FileUploadProps } from './file-upload';
import { m } from './messages';

/** png, jpeg, gif, jpg: the image types the server takes. */
export const IMAGE_ACCEPT = acceptOf('image');

export type ImageUploadProps = Omit<FileUploadProps, 'listType' | 'accept'> & {
  /** Narrower image types, e.g. '.jpg,.png,.jpeg' for face photos. */
  accept?: string;
};

/**
 * Image uploader: picture cards with thumbnails and preview; large images are compressed in the browser
 * when `maxSizeKB` is set (pass `compress={AVATAR_COMPRESS_WIDTH}` for avatars and face photos).
 */
export function ImageUpload({ accept = IMAGE_ACCEPT, text = m('uploadImage'), ...rest }: ImageUploadProps) {
  return <FileUpload {...rest} accept={accept} listType="picture-card" text={text} />;
}
