import type { Db } from '../../platform/db/database';

/**
 * What other modules do inside a report's own write transaction, without this module knowing them (arrows point one
 * way: docs/decisions/api-modules.md). The photo evidence (fotos) recomputes its flags when a report's dates or
 * municipality change, and when a report its flags name is deleted; after a deletion it removes the photos' files.
 */
interface InformeObserver {
  /** The report's dates or municipality changed: after its update, before the answer reads it. */
  datesOrPlaceChanged?(trx: Db, informeId: number): Promise<void>;
  /** The report is about to be deleted; what this returns runs after the delete, in the same transaction. */
  beforeDelete?(trx: Db, informeId: number): Promise<(() => Promise<void>) | undefined>;
  /** A report's deletion committed: what it left to do outside the transaction (its photos' files). */
  deleted?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registered by the modules that react to a report's changes (informes' setup makes the list). */
    informeObservers: InformeObserver[];
  }
}
