import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerMatches, isLoopbackAddress } from '../../platform/metrics/access';
import { BACKUP_PATH, ensureBackupToken } from '../../platform/respaldo-token';
import { BackupBusyError } from './backup';
import type { Respaldos } from './scheduler';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * POST /respaldo { dir }: writes an archive into `dir` now and answers its path and counts (201), 409
 * `respaldo_en_curso` when one is running. Anyone not on loopback with DATA_DIR's token gets the 404 of a URL that does
 * not exist (docs/decisions/backups.md).
 */
export function registerBackupRoute(app: FastifyInstance, respaldos: Respaldos): void {
  const token = ensureBackupToken(app.config.dataDir);
  app.post(
    BACKUP_PATH,
    { schema: { hide: true, body: Type.Object({ dir: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false }) } },
    async (request, reply) => {
      const local = isLoopbackAddress(request.socket.remoteAddress) && PROXY_HEADERS.every((h) => request.headers[h] === undefined);
      if (!local || !bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
      const { dir } = request.body as { dir: string };
      if (!path.isAbsolute(dir)) {
        return reply.status(400).send({ error: 'directorio_invalido', message: 'El directorio del respaldo debe ser una ruta absoluta' });
      }
      try {
        const result = await respaldos.run(dir);
        return reply.status(201).send({
          archivo: result.file,
          bytes: result.bytes,
          snapshot_ms: result.snapshotMs,
          conteos: result.manifest.conteos,
          esquema: result.manifest.esquema,
        });
      } catch (err) {
        if (err instanceof BackupBusyError) return reply.status(409).send({ error: 'respaldo_en_curso', message: err.message });
        request.log.error({ err: String(err) }, 'el respaldo falló');
        return reply
          .status(500)
          .send({ error: 'respaldo_fallido', message: `El respaldo falló: ${err instanceof Error ? err.message : String(err)}` });
      }
    },
  );
}
