import type { FastifyInstance, FastifyRequest } from 'fastify';
import { distanciaMetros, TIPO_SITIO_LABELS, type SessionUser } from 'shared/contracts';
import { auditOf } from '../../platform/audit/audit';
import { writeAudit, type AuditActor } from '../../platform/audit/write-audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { CsvFile } from '../../platform/lib/csv-read';
import { codigosDelArchivo, planificarImportacion, type FilaPlan } from './importacion';
import * as repo from './repository';
import { MSG_SITIO, type ImportacionSitios, type SitioInput, type SitioPatch, type SitioRow } from './schemas';

/** What a write of a site needs from the app: the database, the photo links' signer, the settings. */
type App = Pick<FastifyInstance, 'db' | 'signedUrls' | 'config'>;

const audit = auditOf('sitios');
const label = (s: { codigo: string; nombre: string }) => `Sitio ${s.codigo} "${s.nombre}"`;
type Auditado = Record<string, unknown> & Omit<repo.SitioSinEnlaces, 'tipo'> & { tipo: string };
const AUDIT_FIELDS: readonly AuditField<Auditado>[] = [
  { key: 'codigo', label: 'código' },
  { key: 'nombre', label: 'nombre' },
  { key: 'tipo', label: 'tipo' },
  { key: 'direccion', label: 'dirección' },
  { key: 'provincia', label: 'departamento' },
  { key: 'localidad', label: 'municipio' },
  { key: 'latitud', label: 'latitud' },
  { key: 'longitud', label: 'longitud' },
  { key: 'radio_m', label: 'radio (m)' },
  { key: 'proveedor', label: 'proveedor' },
  { key: 'activo', label: 'activo' },
  { key: 'notas', label: 'notas' },
];
const auditado = (s: repo.SitioSinEnlaces): Auditado => ({ ...s, tipo: TIPO_SITIO_LABELS[s.tipo] });

/** A site as the API answers it: its reference photo's links signed now. */
export function withLinks(app: Pick<FastifyInstance, 'signedUrls'>, s: repo.SitioSinEnlaces): SitioRow {
  const foto = s.foto_referencia_id;
  return {
    ...s,
    foto_referencia_url: foto === null ? null : app.signedUrls.link(foto, 'original'),
    foto_referencia_miniatura_url: foto === null ? null : app.signedUrls.link(foto, 'miniatura'),
  };
}

/**
 * The municipality must be of the department, and the coordinates near it: within EVIDENCIA_DISTANCIA_KM of its DANE
 * point (the map's click fills the nearest one; a point in another municipality is a mistake worth a question).
 */
async function checkLugar(db: Db, app: App, v: { provincia_id: number; localidad_id: number; latitud: number; longitud: number }) {
  const lo = await repo.localidadDe(db, v.localidad_id);
  if (!lo || lo.provincia_id !== v.provincia_id)
    throw badRequest('localidad_fuera_de_provincia', MSG_SITIO.localidadFueraDeProvincia, 'localidad_id');
  if (lo.latitud !== null && lo.longitud !== null) {
    const km = distanciaMetros(v.latitud, v.longitud, lo.latitud, lo.longitud) / 1000;
    if (km > app.config.evidenciaDistanciaKm)
      throw badRequest('lejos_del_municipio', MSG_SITIO.lejosDelMunicipio(Math.round(km), lo.nombre), 'latitud');
  }
}

export async function createSitio(app: App, request: FastifyRequest, body: SitioInput): Promise<SitioRow> {
  const values: repo.SitioValues = {
    codigo: body.codigo,
    nombre: body.nombre,
    tipo: body.tipo,
    direccion: body.direccion ?? null,
    provincia_id: body.provincia_id,
    localidad_id: body.localidad_id,
    latitud: body.latitud,
    longitud: body.longitud,
    radio_m: body.radio_m ?? app.config.sitioRadioM,
    proveedor_id: body.proveedor_id ?? null,
    activo: body.activo ?? true,
    notas: body.notas ?? null,
  };
  const row = await app.db.transaction().execute(async (trx) => {
    await checkLugar(trx, app, values);
    // A code already used (any case) fails on sitios_codigo_lower_key → 409 codigo_existente (the module's uniqueKeys).
    const id = await repo.insertSitio(trx, values);
    const created = (await repo.findSitio(trx, { kind: 'todo' }, id))!;
    await audit(trx, request, 'CREAR', id, createdText(label(created), describeValues(auditado(created), AUDIT_FIELDS.slice(2))));
    return created;
  });
  return withLinks(app, row);
}

export async function updateSitio(app: App, request: FastifyRequest, id: number, body: SitioPatch): Promise<SitioRow> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<repo.SitioValues>;
  const row = await app.db.transaction().execute(async (trx) => {
    const before = await repo.findSitio(trx, { kind: 'todo' }, id, true);
    if (!before) throw notFound(MSG_SITIO.noEncontrado);
    const next = { ...before, ...changes };
    if (['provincia_id', 'localidad_id', 'latitud', 'longitud'].some((k) => k in changes)) await checkLugar(trx, app, next);
    if (Object.keys(changes).length > 0) await repo.updateSitio(trx, id, changes);
    const after = (await repo.findSitio(trx, { kind: 'todo' }, id))!;
    await audit(trx, request, 'ACTUALIZAR', id, updatedText(label(before), describeChanges(auditado(before), auditado(after), AUDIT_FIELDS)));
    return after;
  });
  return withLinks(app, row);
}

export async function deleteSitio(app: App, request: FastifyRequest, id: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const row = await repo.findSitio(trx, { kind: 'todo' }, id, true);
    if (!row) throw notFound(MSG_SITIO.noEncontrado);
    const uso = await repo.sitioUsage(trx, id);
    if (uso.lineas + uso.informes > 0) throw conflict('sitio_en_uso', MSG_SITIO.enUso(uso.lineas, uso.informes));
    await repo.deleteSitio(trx, id);
    await audit(trx, request, 'ELIMINAR', id, `${label(row)} eliminado`);
  });
}

/** Who chooses a reference photo: the audit row's actor and IP; `at` only when replaying history (the demo data). */
export interface SitioActor {
  usuario: AuditActor;
  ip: string | null;
  at?: Date;
}

/** The reference photo: one of the site's photos with no flag left to review, or none. */
export async function setFotoReferencia(app: App, who: SitioActor, id: number, archivoId: number | null): Promise<SitioRow> {
  const row = await app.db.transaction().execute(async (trx) => {
    const before = await repo.findSitio(trx, { kind: 'todo' }, id, true);
    if (!before) throw notFound(MSG_SITIO.noEncontrado);
    if (archivoId !== null) {
      const foto = await repo.fotoDelSitio(trx, id, archivoId);
      if (!foto) throw badRequest('validacion', MSG_SITIO.fotoAjena, 'archivo_id');
      if (foto.pendientes > 0) throw conflict('foto_con_alertas', MSG_SITIO.fotoConAlertas);
    }
    await repo.updateSitio(trx, id, { foto_referencia_id: archivoId }, who.at);
    await writeAudit(trx, {
      usuario: who.usuario,
      accion: 'ACTUALIZAR',
      tabla: 'sitios',
      registro_id: id,
      detalles: `${label(before)}: ${archivoId === null ? 'sin foto de referencia' : `foto de referencia: archivo #${archivoId}`}`,
      ip: who.ip,
      creado_at: who.at,
    });
    return (await repo.findSitio(trx, { kind: 'todo' }, id))!;
  });
  return withLinks(app, row);
}

/** Every photo taken at the site the user may see, newest first, with its distance to the site and its links. */
export async function sitioFotos(app: App, user: SessionUser, id: number, page: number, limit: number) {
  const scope = rowScope(user);
  const sitio = await repo.findSitio(app.db, scope, id);
  if (!sitio) throw notFound(MSG_SITIO.noEncontrado);
  const { rows, total } = await repo.listSitioFotos(app.db, scope, id, page, limit);
  return {
    rows: rows.map((f) => ({
      ...f,
      distancia_m:
        f.latitud === null || f.longitud === null ? null : Math.round(distanciaMetros(sitio.latitud, sitio.longitud, f.latitud, f.longitud)),
      url: app.signedUrls.link(f.id, 'original'),
      miniatura_url: app.signedUrls.link(f.id, 'miniatura'),
    })),
    total,
  };
}

/** What the file would do, row by row (nothing written). */
export async function previewImport(app: App, file: CsvFile): Promise<{ plan: FilaPlan[]; answer: ImportacionSitios }> {
  const codigos = codigosDelArchivo(file);
  const [lugares, proveedores, existentes] = await Promise.all([
    repo.lugares(app.db),
    repo.proveedoresPorNombre(app.db),
    repo.sitiosByCodigo(app.db, codigos),
  ]);
  const plan = planificarImportacion(file, {
    lugares,
    proveedores,
    existentes,
    radioPorDefecto: app.config.sitioRadioM,
    distanciaMaxKm: app.config.evidenciaDistanciaKm,
  });
  return { plan, answer: resumen(plan, false) };
}

function resumen(plan: readonly FilaPlan[], aplicada: boolean): ImportacionSitios {
  const count = (a: FilaPlan['accion']) => plan.filter((f) => f.accion === a).length;
  return {
    filas: plan.map(({ fila, codigo, accion, motivos }) => ({ fila, codigo, accion, motivos })),
    crear: count('crear'),
    actualizar: count('actualizar'),
    rechazar: count('rechazar'),
    aplicada,
  };
}

/** All rows or none: a refused row refuses the file (400); otherwise every create and update in one transaction. */
export async function applyImport(app: App, request: FastifyRequest, file: CsvFile): Promise<ImportacionSitios> {
  const { plan, answer } = await previewImport(app, file);
  if (answer.rechazar > 0) throw badRequest('importacion_con_errores', MSG_SITIO.importacionConErrores(answer.rechazar));
  const resumenTexto = `importación de sitios (${countOf(answer.crear, 'creado', 'creados')}, ${countOf(answer.actualizar, 'actualizado', 'actualizados')})`;
  await app.db.transaction().execute(async (trx) => {
    for (const fila of plan) {
      const values = fila.values!;
      // One audit row per site, like any other change of it.
      if (fila.accion === 'crear') {
        const id = await repo.insertSitio(trx, values);
        await audit(trx, request, 'CREAR', id, `${label(values)} creado por ${resumenTexto}, fila ${fila.fila}`);
      } else {
        await repo.updateSitio(trx, fila.id!, values);
        await audit(trx, request, 'ACTUALIZAR', fila.id!, `${label(values)} actualizado por ${resumenTexto}, fila ${fila.fila}`);
      }
    }
  });
  return { ...answer, aplicada: true };
}
