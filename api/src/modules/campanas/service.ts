import type { FastifyRequest } from 'fastify';
import { cumplimientoDe, ventanasDeLinea, type SessionUser } from 'shared/contracts';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { nombreCompleto } from '../../platform/auth/guard';
import { bogotaDate } from '../../platform/time-zone';
import * as repo from './repository';
import { MSG_CAMPANA, type CampanaDetalle, type CampanaInput, type CampanaPatch, type LineaPatch, type LineasCreate } from './schemas';

const audit = auditOf('campanas');
const auditLinea = auditOf('campana_lineas');
export const label = (c: { nombre: string; cliente?: string }) => `Campaña "${c.nombre}"${c.cliente ? ` de ${c.cliente}` : ''}`;
type Auditada = Record<string, unknown> & { nombre: string };
const AUDIT_FIELDS: readonly AuditField<Auditada>[] = [
  { key: 'nombre', label: 'nombre' },
  { key: 'cliente', label: 'cliente' },
  { key: 'descripcion', label: 'descripción' },
  { key: 'fecha_inicio', label: 'inicio' },
  { key: 'fecha_fin', label: 'fin' },
];

/** Today in Bogotá's calendar: the day campaign states and check windows are read against. */
export const hoy = (): string => bogotaDate(new Date());

/**
 * A campaign with its lines, as the user may see them, and its compliance over them: the whole, per line and per
 * provider (docs/decisions/cumplimiento.md); 404 out of reach.
 */
export async function campanaDetalle(db: Db, user: SessionUser, id: number): Promise<CampanaDetalle> {
  const scope = rowScope(user);
  const dia = hoy();
  const campana = await repo.findCampana(db, scope, id, dia);
  if (!campana) throw notFound(MSG_CAMPANA.noEncontrada);
  const lineas = ((await repo.lineasDe(db, scope, [id], dia)).get(id) ?? []).map((l) => ({
    ...l,
    cumplimiento: cumplimientoDe(l.controles.map((c) => c.estado)),
  }));
  const proveedores = new Map<number, { proveedor: string; lineas: typeof lineas }>();
  for (const l of lineas) {
    const p = proveedores.get(l.proveedor_id) ?? { proveedor: l.proveedor, lineas: [] };
    p.lineas.push(l);
    proveedores.set(l.proveedor_id, p);
  }
  const estados = (ls: typeof lineas) => ls.flatMap((l) => l.controles.map((c) => c.estado));
  return {
    ...campana,
    cumplimiento: cumplimientoDe(estados(lineas)),
    lineas,
    por_proveedor: [...proveedores]
      .map(([proveedor_id, p]) => ({ proveedor_id, proveedor: p.proveedor, ...cumplimientoDe(estados(p.lineas)) }))
      .sort((a, b) => a.proveedor.localeCompare(b.proveedor, 'es')),
  };
}

function checkFechas(v: { fecha_inicio: string; fecha_fin: string }): void {
  if (v.fecha_fin < v.fecha_inicio) throw badRequest('validacion', MSG_CAMPANA.fechas, 'fecha_fin');
}

/**
 * Every line's checks again, from the campaign's dates and each line's rules (all lines, or these), with
 * ventanasDeLinea (shared/contracts): what a phone offline computes too. Also the demo data's (modules/demo).
 */
export async function rewriteControles(trx: Db, campana: { id: number; fecha_inicio: string; fecha_fin: string }, lineaIds?: readonly number[]) {
  const lineas = await repo.reglasDeLineas(trx, campana.id, lineaIds);
  await repo.replaceControles(trx, new Map(lineas.map((l) => [l.id, ventanasDeLinea(campana, l)])));
}

async function checkReferencias(trx: Db, v: { cliente_id?: number; proveedor_id?: number; servicio_id?: number }) {
  const existe = async (table: 'clientes' | 'proveedores' | 'servicios', id: number | undefined) =>
    id === undefined || Boolean(await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
  if (!(await existe('clientes', v.cliente_id))) throw badRequest('cliente_inexistente', MSG_CAMPANA.clienteInexistente, 'cliente_id');
  if (!(await existe('proveedores', v.proveedor_id))) throw badRequest('proveedor_inexistente', MSG_CAMPANA.proveedorInexistente, 'proveedor_id');
  if (!(await existe('servicios', v.servicio_id))) throw badRequest('servicio_inexistente', MSG_CAMPANA.servicioInexistente, 'servicio_id');
}

export async function createCampana(db: Db, request: FastifyRequest, user: SessionUser, body: CampanaInput): Promise<CampanaDetalle> {
  checkFechas(body);
  const id = await db.transaction().execute(async (trx) => {
    await checkReferencias(trx, body);
    // The same name for the same client (folding case, accents and ñ) fails on campanas_cliente_nombre_key → 409.
    const id = await repo.insertCampana(trx, { ...body, descripcion: body.descripcion ?? null });
    const created = (await repo.findCampana(trx, { kind: 'todo' }, id, hoy()))!;
    await audit(trx, request, 'CREAR', id, createdText(label(created), describeValues(created as Auditada, AUDIT_FIELDS.slice(2))));
    return id;
  });
  return campanaDetalle(db, user, id);
}

export async function updateCampana(db: Db, request: FastifyRequest, user: SessionUser, id: number, body: CampanaPatch): Promise<CampanaDetalle> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!before) throw notFound(MSG_CAMPANA.noEncontrada);
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as CampanaPatch;
    const next = { ...before, ...changes };
    checkFechas(next);
    await repo.updateCampana(trx, id, changes);
    if (next.fecha_inicio !== before.fecha_inicio || next.fecha_fin !== before.fecha_fin) await rewriteControles(trx, next);
    const after = (await repo.findCampana(trx, { kind: 'todo' }, id, hoy()))!;
    await audit(trx, request, 'ACTUALIZAR', id, updatedText(label(before), describeChanges(before as Auditada, after as Auditada, AUDIT_FIELDS)));
  });
  return campanaDetalle(db, user, id);
}

/** Cancelled by an administrator: its checks no longer apply (compliance "no aplica"); it cannot be undone. */
export async function cancelCampana(db: Db, request: FastifyRequest, user: SessionUser, id: number, motivo: string): Promise<CampanaDetalle> {
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    if (c.cancelada_at) throw conflict('campana_cancelada', MSG_CAMPANA.yaCancelada);
    await repo.updateCampana(trx, id, { cancelada_at: new Date(), motivo_cancelacion: motivo });
    await audit(trx, request, 'ACTUALIZAR', id, `${label(c)} cancelada: ${motivo}`);
  });
  return campanaDetalle(db, user, id);
}

export async function deleteCampana(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    const informes = await repo.countInformesDe(trx, id);
    if (informes > 0) throw conflict('campana_con_informes', MSG_CAMPANA.conInformes(informes));
    await repo.deleteCampana(trx, id);
    await audit(trx, request, 'ELIMINAR', id, `${label(c)} eliminada: ${countOf(c.sitios, 'sitio', 'sitios')}`);
  });
}

/** Lines for sites named by id or code: those that cannot be added say why; the rest are added with their checks. */
export async function addLineas(db: Db, request: FastifyRequest, user: SessionUser, id: number, body: LineasCreate) {
  const ids = [...new Set(body.sitio_ids ?? [])];
  const codigos = [...new Set((body.codigos ?? []).map((c) => c.trim()).filter(Boolean))];
  if (ids.length + codigos.length === 0) throw badRequest('validacion', MSG_CAMPANA.sinSitios, 'sitio_ids');
  const rechazadas: Array<{ sitio: string; motivo: string }> = [];
  const agregadas = await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    if (c.cancelada_at) throw conflict('campana_cancelada', MSG_CAMPANA.cancelada);
    await checkReferencias(trx, body);
    const sitios = await repo.sitiosParaLineas(trx, ids, codigos);
    const ya = await repo.sitiosEnCampana(trx, id);
    const porCodigo = new Map(sitios.map((s) => [s.codigo.toLowerCase(), s]));
    const porId = new Map(sitios.map((s) => [s.id, s]));
    const nuevos = new Set<number>();
    const considera = (sitio: { id: number; codigo: string; activo: boolean } | undefined, nombre: string) => {
      if (!sitio) rechazadas.push({ sitio: nombre, motivo: MSG_CAMPANA.sitioDesconocido });
      else if (ya.has(sitio.id) || nuevos.has(sitio.id)) rechazadas.push({ sitio: sitio.codigo, motivo: MSG_CAMPANA.sitioYaEnCampana });
      else if (!sitio.activo) rechazadas.push({ sitio: sitio.codigo, motivo: MSG_CAMPANA.sitioInactivo });
      else nuevos.add(sitio.id);
    };
    for (const sid of ids) considera(porId.get(sid), `#${sid}`);
    for (const codigo of codigos) considera(porCodigo.get(codigo.toLowerCase()), codigo);
    const reglas: repo.LineaValues = {
      proveedor_id: body.proveedor_id,
      servicio_id: body.servicio_id,
      instalacion_dias: body.instalacion_dias,
      verificacion_cada_dias: body.verificacion_cada_dias ?? null,
      retiro_dias: body.retiro_dias ?? null,
    };
    const lineaIds = await repo.insertLineas(trx, id, [...nuevos], reglas);
    await rewriteControles(trx, c, lineaIds);
    if (lineaIds.length > 0) {
      const codigosAgregados = sitios.filter((s) => nuevos.has(s.id)).map((s) => s.codigo);
      await audit(
        trx,
        request,
        'ACTUALIZAR',
        id,
        `${label(c)}: ${countOf(lineaIds.length, 'sitio agregado', 'sitios agregados')} (${codigosAgregados.join(', ')})`,
      );
    }
    return lineaIds.length;
  });
  return { agregadas, rechazadas, campana: await campanaDetalle(db, user, id) };
}

export async function updateLinea(db: Db, request: FastifyRequest, user: SessionUser, id: number, lineaId: number, body: LineaPatch) {
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    const linea = await repo.findLinea(trx, id, lineaId);
    if (!linea) throw notFound(MSG_CAMPANA.lineaNoEncontrada);
    await checkReferencias(trx, body);
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<repo.LineaValues>;
    await repo.updateLinea(trx, lineaId, changes);
    await rewriteControles(trx, c, [lineaId]);
    await auditLinea(trx, request, 'ACTUALIZAR', lineaId, `${label(c)}, sitio ${linea.sitio_codigo}: línea modificada`);
  });
  return campanaDetalle(db, user, id);
}

/** Cancelled lines stay (with their reports); their checks no longer apply. */
export async function cancelLinea(db: Db, request: FastifyRequest, user: SessionUser, id: number, lineaId: number) {
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    const linea = await repo.findLinea(trx, id, lineaId);
    if (!linea) throw notFound(MSG_CAMPANA.lineaNoEncontrada);
    if (linea.cancelada_at) throw conflict('linea_cancelada', MSG_CAMPANA.lineaCancelada);
    await repo.updateLinea(trx, lineaId, { cancelada_at: new Date() });
    await auditLinea(trx, request, 'ACTUALIZAR', lineaId, `${label(c)}, sitio ${linea.sitio_codigo}: línea cancelada`);
  });
  return campanaDetalle(db, user, id);
}

export async function deleteLinea(db: Db, request: FastifyRequest, user: SessionUser, id: number, lineaId: number) {
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, { kind: 'todo' }, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    const linea = await repo.findLinea(trx, id, lineaId);
    if (!linea) throw notFound(MSG_CAMPANA.lineaNoEncontrada);
    const informes = await repo.countInformesDe(trx, id, linea.sitio_id);
    if (informes > 0) throw conflict('linea_con_informes', MSG_CAMPANA.lineaConInformes(informes));
    await repo.deleteLinea(trx, lineaId);
    await auditLinea(trx, request, 'ELIMINAR', lineaId, `${label(c)}: sitio ${linea.sitio_codigo} quitado`);
  });
  return campanaDetalle(db, user, id);
}

/**
 * POST /campanas/:id/aceptacion: the client user accepts its campaign once every check is fulfilled (none pending,
 * late or in review; docs/decisions/cumplimiento.md, "Acceptance"). The database clears it when a check stops being
 * fulfilled or a new one comes (migration 025).
 */
export async function acceptCampana(db: Db, request: FastifyRequest, user: SessionUser, id: number): Promise<CampanaDetalle> {
  const scope = rowScope(user);
  await db.transaction().execute(async (trx) => {
    const c = await repo.findCampana(trx, scope, id, hoy(), true);
    if (!c) throw notFound(MSG_CAMPANA.noEncontrada);
    if (c.aceptacion) throw conflict('campana_ya_aceptada', MSG_CAMPANA.yaAceptada);
    const cumplimiento = (await repo.cumplimientoDeCampanas(trx, scope, [id], hoy())).get(id)!;
    const faltan = cumplimiento.pendiente + cumplimiento.en_revision + cumplimiento.atrasado;
    if (faltan > 0) throw conflict('campana_no_cumplida', MSG_CAMPANA.noCumplida(faltan));
    if (cumplimiento.cumplido === 0) throw conflict('campana_no_cumplida', MSG_CAMPANA.sinControles);
    await repo.setAceptacion(trx, id, { id: user.id, usuario: user.usuario, nombre: nombreCompleto(user) });
    await audit(
      trx,
      request,
      'ACTUALIZAR',
      id,
      `${label(c)} aceptada por el cliente: ${countOf(cumplimiento.cumplido, 'control cumplido', 'controles cumplidos')}`,
    );
  });
  return campanaDetalle(db, user, id);
}
