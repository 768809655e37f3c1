export { fileTooLarge } from './upload-errors';
export { UploadGuard } from './upload-guard';
export { makeThumbnail, THUMBNAIL_MIME } from './thumbnail';
