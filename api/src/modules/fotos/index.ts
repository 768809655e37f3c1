import type { ApiModule } from '../../platform/module';
import { archivosRoutes, informeArchivosRoutes, uploadRoutes } from './archivos/routes';
import { setupFotos } from './setup';
import { subidasRoutes } from './subidas/routes';

export { originalKey, thumbnailKey } from './archivos/photo-files';
export { TAREA_RESPALDO } from './archivos/repository';
export { classifyUbicacion, type ArchivoRow } from './archivos/repository';
export { listArchivoAlertas } from './evidencia/repository';
export { formatFecha, formatFechaRange } from './evidencia/motivos';
export { createStorage, StorageNotFoundError, type Storage } from './storage/index';
export { reviewAlerta, storeFoto } from './archivos/service';
export { DHASH_THRESHOLD, hammingDistance } from './evidencia/dhash';
export { hashAsStored } from './evidencia/read';

/**
 * A report's photos: uploads (multipart and resumable tus), storage (disk or S3), the evidence read from the bytes
 * and its flags, signed links (docs/decisions/photos-storage.md, docs/decisions/photo-evidence.md).
 */
export const fotos: ApiModule = {
  name: 'fotos',
  routes: [
    ['/informes', informeArchivosRoutes],
    ['/upload', uploadRoutes],
    ['/subidas', subidasRoutes],
    ['/archivos', archivosRoutes],
  ],
  setup: setupFotos,
};
