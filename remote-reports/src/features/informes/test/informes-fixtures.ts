import {
  ROLE,
  type ArchivoInforme,
  type InformeDetalle,
  type InformeResumen,
  type InformesOpciones,
  type Role,
  type SessionUser,
} from 'shared/contracts';
import { signInForTest } from 'shared/test/session';

/** Test data of the report screens' component tests (never bundled: only tests import it). */

export function resumen(id: number, extra: Partial<InformeResumen> = {}): InformeResumen {
  return {
    id,
    descripcion: `Valla en Bello ${id}`,
    estado: 'pendiente',
    campana: 'Verano',
    campana_id: null,
    sitio_id: null,
    sitio_codigo: null,
    sitio_nombre: null,
    control_id: null,
    control_tipo: null,
    control_numero: null,
    fecha: '2025-11-20',
    fecha_recepcion: null,
    servicio_id: 1,
    servicio_nombre: 'Valla tradicional',
    cliente_id: 2,
    cliente_nombre: 'Bebidas La Sabana S.A.S.',
    proveedor_id: 3,
    proveedor_nombre: 'Publicidad Exterior Andina S.A.S.',
    provincia_id: 4,
    provincia_nombre: 'Antioquia',
    localidad_id: 5,
    localidad_nombre: 'Bello',
    ubicacion_lugar: 'Parque de Bello, Bello',
    archivos_count: 3,
    geo_elementos_count: 2,
    alertas_count: 0,
    alertas_revisadas_count: 0,
    creado_por: 1,
    creado_at: '2025-11-21T15:00:00.000Z',
    ...extra,
  };
}

export function detalle(id: number, extra: Partial<InformeDetalle> = {}): InformeDetalle {
  return {
    ...resumen(id),
    servicio_precio: 4800000,
    informe_incidencias: null,
    autor: { id: 1, usuario: 'ana', nombre: 'Ana Ruiz' },
    actualizado_at: '2025-11-21T15:00:00.000Z',
    historial: [],
    aceptacion: null,
    ...extra,
  };
}

/** A stored photo of report `informeId`, read from an iPhone on 3 March 2026 at 10:15 (Bogotá), with no flag. */
export function archivo(id: number, informeId = 12, extra: Partial<ArchivoInforme> = {}): ArchivoInforme {
  return {
    id,
    informe_id: informeId,
    nombre: `valla-${id}.jpg`,
    mime: 'image/jpeg',
    tamano: 2_400_000,
    sha256: null,
    latitud: 6.3373,
    longitud: -75.5579,
    tiene_metadatos_gps: true,
    origen_ubicacion: 'gps',
    descargas: 0,
    descargado_at: null,
    creado_at: '2026-03-03T15:20:00.000Z',
    url: `/api/v1/archivos/${id}/contenido`,
    miniatura_url: `/api/v1/archivos/${id}/miniatura`,
    descarga_url: `/api/v1/archivos/${id}/descarga`,
    urls_expiran_at: '2026-03-03T15:35:00.000Z',
    evidencia: {
      tomada_local: '2026-03-03T10:15:42',
      tomada_offset: '-05:00',
      tomada_at: '2026-03-03T15:15:42.000Z',
      camara_marca: 'Apple',
      camara_modelo: 'iPhone 13',
      gps_latitud: 6.3373,
      gps_longitud: -75.5579,
    },
    alertas: [],
    ...extra,
  };
}

export const OPCIONES: InformesOpciones = {
  servicios: [
    { id: 1, nombre: 'Valla tradicional', precio: 4800000, activo: true },
    { id: 6, nombre: 'Caravana', precio: 100, activo: false },
    { id: 7, nombre: 'Pendón', precio: 75000, activo: true },
  ],
  clientes: [
    { id: 2, nombre: 'Bebidas La Sabana S.A.S.' },
    { id: 8, nombre: 'Lácteos El Nevado S.A.' },
  ],
  proveedores: [
    { id: 3, nombre: 'Publicidad Exterior Andina S.A.S.' },
    { id: 9, nombre: 'LED Visión' },
  ],
  asignaciones: [{ proveedor_id: 3, cliente_id: 2 }],
  provincias: [
    { id: 4, nombre: 'Antioquia' },
    { id: 10, nombre: 'Caldas' },
  ],
};

/** Signs in a user of that role (a provider user of provider 3, a client user of client 2, as OPCIONES has them). */
export function signIn(tipo: Role = ROLE.ADMIN, extra: Partial<SessionUser> = {}) {
  signInForTest(tipo, extra);
}
