export { fileTooLarge, notAnImage } from './upload-errors';
export { UploadGuard } from './upload-guard';
export { makeThumbnail, THUMBNAIL_MIME, THUMBNAIL_SIZE } from './thumbnail';
