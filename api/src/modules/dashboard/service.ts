import type { SessionUser } from 'shared/contracts';
import { auditScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { recentAuditEvents } from '../auditoria';
import { countUnreadMensajes } from '../mensajes';
import { countInformes } from './repository';
import { RECENT_EVENTS, type DashboardSummary } from './schemas';

/** The dashboard's cards and the sidebar's badges, scoped by role. */
export async function getResumen(db: Db, user: SessionUser): Promise<DashboardSummary> {
  const counts = await countInformes(db, user);
  const actividadReciente = await recentAuditEvents(db, RECENT_EVENTS, auditScope(user));
  // The user's unread messages (docs/decisions/mensajes.md), the same total as GET /mensajes/no-leidos.
  const mensajes = await countUnreadMensajes(db, user.id);
  return { ...counts, mensajes, actividadReciente };
}
