import { sumarDias } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import type { ControlPorReportar } from '../api/por-reportar';

/** Bogotá's day `days` from today: the tests hold at any date. */
export const dia = (days = 0) => sumarDias(bogotaIsoDate(), days);

/** A check of campaign 7 (client 2) at a site of provider 3 in Bogotá, its window open until in three days. */
export function control(id: number, extra: Partial<ControlPorReportar> = {}): ControlPorReportar {
  return {
    id,
    tipo: 'instalacion',
    numero: 1,
    desde: dia(-4),
    hasta: dia(3),
    estado: 'pendiente',
    cumplido_en: null,
    campana_id: 7,
    campana: 'Navidad Bogotá',
    cliente_id: 2,
    cliente: 'Bebidas La Sabana S.A.S.',
    linea_id: 100 + id,
    sitio_id: 20 + id,
    sitio_codigo: `VAL-${id}`,
    sitio_nombre: `Valla ${id}`,
    latitud: 4.6486,
    longitud: -74.0628,
    radio_m: 150,
    provincia_id: 40,
    provincia: 'Bogotá, D.C.',
    localidad_id: 41,
    localidad: 'Chapinero',
    proveedor_id: 3,
    proveedor: 'Publicidad Exterior Andina S.A.S.',
    servicio_id: 7,
    informe_id: null,
    ...extra,
  };
}
