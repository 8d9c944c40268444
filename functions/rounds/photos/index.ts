/** What the rounds routes use of photos: ownership, presigned uploads, the check and attach, deletion. */
export { attachUploadedPhoto, type AttachedPhoto } from './attach-photo';
export { checkUploadedPhoto, type PhotoRefusal } from './check-uploaded-photo';
export { deletePhotoObject } from './delete-photo-object';
export { ownUploadKeyOf, photoObjectKeyOf } from './photo-key';
export { presignPhotoUpload } from './presign-upload';
export { deleteGolferPhotos, listGolferPhotoKeys, listGolferUploadKeys } from './golfer-photos';
