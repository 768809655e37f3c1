import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AlertaFoto } from 'shared/contracts';
import { currentUser } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { bogotaDate } from '../../platform/time-zone';
import { campanaDetalle, type CampanaDetalle, type Control, type Linea } from '../campanas';
import * as informes from '../informes';
import type { InformeExportRow } from '../informes';
import type { Manifiesto } from './manifiesto';
import * as repo from './repository';
import type { FotoPaquete } from './repository';
import { leerFotos, manifiestoDe, registrarPaquete } from './service';

/**
 * A campaign's proof pack (docs/decisions/proof-pack.md, "Campaign pack"): the campaign as the user sees it (a provider
 * only its lines), its reports grouped by site and check, their photos, the manifest in that order and its record.
 */

/** A check of a site with the reports that answer it. */
interface ControlPaquete {
  control: Control;
  informes: InformeExportRow[];
}

/** A site (a line of the campaign) with its checks, and its reports that answer none of them. */
export interface SitioPaquete {
  linea: Linea;
  controles: ControlPaquete[];
  sinControl: InformeExportRow[];
}

export interface PaqueteCampanaData {
  campana: CampanaDetalle;
  manifiesto: Manifiesto;
  hash: string;
  /** "Nombre Apellido (usuario)". */
  generadoPor: string;
  /** A provider user's pack holds only its provider's lines: its name, said on the cover; else null. */
  soloProveedor: string | null;
  sitios: SitioPaquete[];
  /** Reports of the campaign that name no site of it (linked by the campaign's name). */
  sinSitio: InformeExportRow[];
  informes: number;
  fotos: ReadonlyMap<number, readonly FotoPaquete[]>;
  alertas: ReadonlyMap<number, readonly AlertaFoto[]>;
}

/** The reports grouped by site (the lines' order: site code) and check (window order), each group oldest first. */
function agruparPorSitio(lineas: readonly Linea[], filas: readonly InformeExportRow[]) {
  const porControl = new Map<number, InformeExportRow[]>();
  const porSitio = new Map<number, InformeExportRow[]>();
  const sinSitio: InformeExportRow[] = [];
  const controles = new Set(lineas.flatMap((l) => l.controles.map((c) => c.id)));
  const sitios = new Set(lineas.map((l) => l.sitio_id));
  const agregar = (grupo: Map<number, InformeExportRow[]>, id: number, f: InformeExportRow) => {
    const lista = grupo.get(id);
    if (lista) lista.push(f);
    else grupo.set(id, [f]);
  };
  for (const f of filas) {
    if (f.control_id !== null && controles.has(f.control_id)) agregar(porControl, f.control_id, f);
    else if (f.sitio_id !== null && sitios.has(f.sitio_id)) agregar(porSitio, f.sitio_id, f);
    else sinSitio.push(f);
  }
  const grupos: SitioPaquete[] = lineas.map((linea) => ({
    linea,
    controles: linea.controles.map((control) => ({ control, informes: porControl.get(control.id) ?? [] })),
    sinControl: porSitio.get(linea.sitio_id) ?? [],
  }));
  const orden = [...grupos.flatMap((g) => [...g.controles.flatMap((c) => c.informes), ...g.sinControl]), ...sinSitio];
  return { sitios: grupos, sinSitio, orden };
}

/** GET /campanas/:id/prueba: the campaign's pack as the user may see it (404 out of reach, like GET /campanas/:id). */
export async function issueCampanaPaquete(app: FastifyInstance, request: FastifyRequest, id: number) {
  const user = currentUser(request);
  const scope = rowScope(user);
  const campana = await campanaDetalle(app.db, user, id);
  const filas = await informes.listInformesByIds(app.db, await repo.listInformeIdsDeCampana(app.db, scope, id));
  const { sitios, sinSitio, orden } = agruparPorSitio(campana.lineas, filas);
  const { fotos, alertas, total } = await leerFotos(app, orden);
  const { manifiesto, hash, generadoPor } = manifiestoDe(request, { campana_id: campana.id, campana: campana.nombre }, orden, fotos);
  let soloProveedor: string | null = null;
  if (scope.kind === 'proveedor') {
    const p = await app.db.selectFrom('proveedores').select('nombre').where('id', '=', scope.proveedorId).executeTakeFirst();
    soloProveedor = p?.nombre ?? '';
  }
  await registrarPaquete(app, request, {
    manifiesto,
    hash,
    informes: orden.length,
    fotos: total,
    que: `campaña #${campana.id} «${campana.nombre}», ${orden.length} ${orden.length === 1 ? 'informe' : 'informes'}`,
  });
  const data: PaqueteCampanaData = {
    campana,
    manifiesto,
    hash,
    generadoPor,
    soloProveedor,
    sitios,
    sinSitio,
    informes: orden.length,
    fotos,
    alertas,
  };
  return { data, fileName: `prueba-campana-${campana.id}-${bogotaDate(new Date())}.pdf` };
}
