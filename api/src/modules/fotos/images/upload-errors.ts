import { heicMessage } from 'shared/contracts';
import { HttpError } from '../../../platform/http/errors';

/** 413: the picker's own wording, so the user reads the same sentence whichever side refused the file. */
export const fileTooLarge = (fileName: string, maxMb: number) =>
  new HttpError(413, 'archivo_muy_grande', `${fileName} es muy grande (máximo ${maxMb}MB)`);

/** 415: a file whose first bytes are not JPEG, PNG or WebP (whatever its name says), or an image that does not decode. */
export const notAnImage = (fileName: string) =>
  new HttpError(415, 'tipo_no_permitido', `${fileName} no es una imagen válida (se aceptan JPEG, PNG y WebP)`);

/** 415 for an iPhone's HEIC photo, saying what to do (the picker says the same before uploading). */
export const heicNotAccepted = (fileName: string) => new HttpError(415, 'formato_heic', heicMessage(fileName));
