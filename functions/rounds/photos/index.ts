/** What the rounds routes use of photos: ownership checks, presigned uploads, the object check, deletion. */
export { checkUploadedPhoto } from './check-uploaded-photo';
export { deletePhotoObject } from './delete-photo-object';
export { isOwnPhotoKey, photoKeyFromReference } from './photo-key';
export { presignPhotoUpload } from './presign-upload';
export { deleteGolferPhotos, listGolferPhotoKeys } from './golfer-photos';
