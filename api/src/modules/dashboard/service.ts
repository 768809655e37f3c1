import type { SessionUser } from 'shared/contracts';
import { auditScope, rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { bogotaDate } from '../../platform/time-zone';
import { recentAuditEvents } from '../auditoria';
import { countCampanasActivas } from '../campanas';
import { countUnreadMensajes } from '../mensajes';
import { countInformes } from './repository';
import { RECENT_EVENTS, type DashboardSummary } from './schemas';

/** The dashboard's cards and the sidebar's badges, scoped by role. */
export async function getResumen(db: Db, user: SessionUser): Promise<DashboardSummary> {
  const counts = await countInformes(db, user);
  const actividadReciente = await recentAuditEvents(db, RECENT_EVENTS, auditScope(user));
  // The user's unread messages (docs/decisions/mensajes.md), the same total as GET /mensajes/no-leidos.
  const mensajes = await countUnreadMensajes(db, user.id);
  // The campaigns active today in Bogotá that the user sees, as GET /campanas?estado=activa lists them (issue 36).
  const campanasActivas = await countCampanasActivas(db, bogotaDate(new Date()), rowScope(user));
  return { ...counts, mensajes, campanasActivas, actividadReciente };
}
