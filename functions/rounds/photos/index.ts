/** What the rounds routes use of photos: ownership checks, presigned uploads and deletion. */
export { deletePhotoObject } from './delete-photo-object';
export { isOwnPhotoKey, photoKeyFromReference } from './photo-key';
export { presignPhotoUpload } from './presign-upload';
