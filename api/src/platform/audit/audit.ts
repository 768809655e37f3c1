import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { actorOf } from '../auth/guard';
import { writeAudit } from './write-audit';
import type { AuditAccion, DB } from '../db/schema';

/** Writes one audit row of a catalog record: call it in the change's own transaction. */
export type CatalogAudit = (
  trx: Transaction<DB> | Kysely<DB>,
  request: FastifyRequest,
  accion: AuditAccion,
  registroId: number,
  detalles: string,
) => Promise<void>;

/** The audit writer of one table; the actor and the IP come from the request. */
export function auditOf(tabla: string): CatalogAudit {
  return (trx, request, accion, registroId, detalles) =>
    writeAudit(trx, { usuario: actorOf(request), accion, tabla, registro_id: registroId, detalles, ip: request.ip });
}
