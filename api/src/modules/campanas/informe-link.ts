import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { ErrorCodes } from '../../platform/http/route-contract';

/**
 * Which campaign, site and check a report proves (docs/decisions/sitios-campanas.md, "Reports know their campaign and
 * site"). Used by the report module's writes, in their transaction.
 */
export interface InformeCampanaInput {
  cliente_id: number;
  proveedor_id: number;
  /** The free-text campaign of the spec (always there). */
  campana: string;
  fecha: string;
  campana_id?: number | null;
  sitio_id?: number | null;
  control_id?: number | null;
}

export interface InformeCampanaLink {
  campana_id: number | null;
  sitio_id: number | null;
  control_id: number | null;
  /** The site's place: the report's department and municipality follow it. */
  provincia_id?: number;
  localidad_id?: number;
}

/** What linking a report to its campaign may refuse (its routes' contract). */
export const CAMPANA_LINK_ERRORS: ErrorCodes = {
  '400': ['campana_inexistente', 'campana_cancelada', 'sitio_fuera_de_campana', 'sitio_de_otro_proveedor', 'control_fuera_de_linea'],
};

const MSG_LINK = {
  campanaInexistente: 'La campaña no existe o no es de ese cliente',
  campanaCancelada: 'La campaña está cancelada: no se le pueden agregar informes',
  sitioSinCampana: 'Para indicar el sitio, elija también la campaña',
  sitioFueraDeCampana: 'El sitio no está en esa campaña (o su línea fue cancelada)',
  sitioDeOtroProveedor: 'Ese sitio de la campaña está a cargo de otro proveedor',
  controlFueraDeLinea: 'El control no es de ese sitio en esa campaña',
} as const;

/**
 * The report's link, checked: the campaign must be the client's and not cancelled, the site one of its lines (not
 * cancelled) in the report's provider's charge, the check one of that line's. Without a campaign, a typed name that is a
 * campaign of that client (folding case, accents and ñ) attaches to it. With a site and no check, the check whose window
 * holds the report's date is the one it answers, if any.
 */
export async function linkInformeToCampana(trx: Db, v: InformeCampanaInput): Promise<InformeCampanaLink> {
  let campanaId = v.campana_id ?? null;
  if (campanaId === null) {
    if (v.sitio_id) throw badRequest('sitio_fuera_de_campana', MSG_LINK.sitioSinCampana, 'sitio_id');
    const porNombre = await trx
      .selectFrom('campanas')
      .select('id')
      .where('cliente_id', '=', v.cliente_id)
      .where(sql<boolean>`texto_plegado(btrim(nombre)) = texto_plegado(btrim(${v.campana}))`)
      .executeTakeFirst();
    return { campana_id: porNombre?.id ?? null, sitio_id: null, control_id: null };
  }
  const campana = await trx
    .selectFrom('campanas')
    .select(['id', 'cliente_id', 'cancelada_at'])
    .where('id', '=', campanaId)
    .forShare()
    .executeTakeFirst();
  if (!campana || campana.cliente_id !== v.cliente_id) throw badRequest('campana_inexistente', MSG_LINK.campanaInexistente, 'campana_id');
  if (campana.cancelada_at) throw badRequest('campana_cancelada', MSG_LINK.campanaCancelada, 'campana_id');
  campanaId = campana.id;
  if (!v.sitio_id) return { campana_id: campanaId, sitio_id: null, control_id: null };
  const linea = await trx
    .selectFrom('campana_lineas as cl')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .select(['cl.id', 'cl.proveedor_id', 'cl.cancelada_at', 's.provincia_id', 's.localidad_id'])
    .where('cl.campana_id', '=', campanaId)
    .where('cl.sitio_id', '=', v.sitio_id)
    .forShare()
    .executeTakeFirst();
  if (!linea || linea.cancelada_at) throw badRequest('sitio_fuera_de_campana', MSG_LINK.sitioFueraDeCampana, 'sitio_id');
  if (linea.proveedor_id !== v.proveedor_id) throw badRequest('sitio_de_otro_proveedor', MSG_LINK.sitioDeOtroProveedor, 'sitio_id');
  let controlId = v.control_id ?? null;
  if (controlId !== null) {
    const control = await trx
      .selectFrom('campana_controles')
      .select('id')
      .where('id', '=', controlId)
      .where('linea_id', '=', linea.id)
      .executeTakeFirst();
    if (!control) throw badRequest('control_fuera_de_linea', MSG_LINK.controlFueraDeLinea, 'control_id');
  } else {
    const enVentana = await trx
      .selectFrom('campana_controles')
      .select('id')
      .where('linea_id', '=', linea.id)
      .where('desde', '<=', v.fecha)
      .where('hasta', '>=', v.fecha)
      .orderBy('desde')
      .executeTakeFirst();
    controlId = enVentana?.id ?? null;
  }
  return { campana_id: campanaId, sitio_id: v.sitio_id, control_id: controlId, provincia_id: linea.provincia_id, localidad_id: linea.localidad_id };
}
