import { ROLE, type Role } from './roles';
import {
  estadoLabel,
  puedeEditarInforme,
  puedeEliminarInforme,
  TRANSICIONES_INFORME,
  transicionesPermitidas,
  transicionInforme,
  transicionNoPermitidaMensaje,
  comentarioRequeridoMensaje,
  type InformeActor,
} from './informes-reglas';
import { ESTADOS_INFORME, type EstadoInforme } from './informes-types';

const user = (tipo: Role, extra: Partial<InformeActor> = {}): InformeActor => ({ id: 7, tipo, proveedor_id: null, cliente_id: null, ...extra });
const informe = (estado: EstadoInforme, extra: { proveedor_id?: number; creado_por?: number | null } = {}) => ({
  estado,
  proveedor_id: 3,
  cliente_id: 4,
  creado_por: 7,
  ...extra,
});
const destinos = (tipo: Role, estado: EstadoInforme) => transicionesPermitidas(tipo, estado).map((t) => t.a);

describe('status workflow', () => {
  it('administrators: forward, cancel from open states, reopen closed ones', () => {
    expect(destinos(ROLE.ADMIN, 'pendiente')).toEqual(['en_progreso', 'cancelado']);
    expect(destinos(ROLE.ADMIN, 'en_progreso')).toEqual(['completado', 'cancelado']);
    expect(destinos(ROLE.ADMIN, 'completado')).toEqual(['en_progreso']);
    expect(destinos(ROLE.ADMIN, 'cancelado')).toEqual(['en_progreso']);
  });

  it('provider users only move forward; client users and nobody change nothing', () => {
    expect(destinos(ROLE.PROVEEDOR, 'pendiente')).toEqual(['en_progreso']);
    expect(destinos(ROLE.PROVEEDOR, 'en_progreso')).toEqual(['completado']);
    expect(destinos(ROLE.PROVEEDOR, 'completado')).toEqual([]);
    expect(destinos(ROLE.PROVEEDOR, 'cancelado')).toEqual([]);
    for (const estado of ESTADOS_INFORME) {
      expect(destinos(ROLE.CLIENTE, estado)).toEqual([]);
      expect(transicionesPermitidas(undefined, estado)).toEqual([]);
    }
  });

  it('a comment is required exactly to cancel and to reopen', () => {
    for (const t of TRANSICIONES_INFORME) expect(t.comentarioRequerido).toBe(t.a === 'cancelado' || t.de === 'completado' || t.de === 'cancelado');
    expect(comentarioRequeridoMensaje({ a: 'cancelado' })).toBe('El comentario es obligatorio para cancelar el informe');
    expect(comentarioRequeridoMensaje({ a: 'en_progreso' })).toBe('El comentario es obligatorio para reabrir el informe');
  });

  it('no change skips a step, goes back to pendiente or stays in place', () => {
    expect(transicionInforme('pendiente', 'completado')).toBeUndefined();
    for (const estado of ESTADOS_INFORME) {
      expect(transicionInforme(estado, 'pendiente')).toBeUndefined();
      expect(transicionInforme(estado, estado)).toBeUndefined();
    }
    expect(transicionNoPermitidaMensaje('completado', 'pendiente')).toBe('No se puede cambiar el estado de "Completado" a "Pendiente"');
  });

  it('status names, and "Sin estado" for a missing or unknown one', () => {
    expect(ESTADOS_INFORME.map(estadoLabel)).toEqual(['Pendiente', 'En Progreso', 'Completado', 'Cancelado']);
    expect(estadoLabel(null)).toBe('Sin estado');
    expect(estadoLabel('archivado')).toBe('Sin estado');
  });
});

describe('edit and delete rules', () => {
  it('edit: administrators always; the author while pendiente; nobody else', () => {
    expect(puedeEditarInforme(user(ROLE.ADMIN, { id: 1 }), informe('completado'))).toBe(true);
    expect(puedeEditarInforme(user(ROLE.PROVEEDOR, { proveedor_id: 3 }), informe('pendiente'))).toBe(true);
    expect(puedeEditarInforme(user(ROLE.PROVEEDOR, { proveedor_id: 3 }), informe('en_progreso'))).toBe(false);
    expect(puedeEditarInforme(user(ROLE.PROVEEDOR, { id: 8, proveedor_id: 3 }), informe('pendiente'))).toBe(false);
    expect(puedeEditarInforme(user(ROLE.CLIENTE, { cliente_id: 4 }), informe('pendiente'))).toBe(true);
    expect(puedeEditarInforme(user(ROLE.CLIENTE, { cliente_id: 4 }), informe('pendiente', { creado_por: null }))).toBe(false);
    expect(puedeEditarInforme(null, informe('pendiente'))).toBe(false);
  });

  it('delete: administrators always; provider users their provider reports while pendiente; clients never', () => {
    expect(puedeEliminarInforme(user(ROLE.ADMIN), informe('completado'))).toBe(true);
    expect(puedeEliminarInforme(user(ROLE.PROVEEDOR, { proveedor_id: 3 }), informe('pendiente', { creado_por: 99 }))).toBe(true);
    expect(puedeEliminarInforme(user(ROLE.PROVEEDOR, { proveedor_id: 3 }), informe('en_progreso'))).toBe(false);
    expect(puedeEliminarInforme(user(ROLE.PROVEEDOR, { proveedor_id: 5 }), informe('pendiente'))).toBe(false);
    expect(puedeEliminarInforme(user(ROLE.CLIENTE, { cliente_id: 4 }), informe('pendiente'))).toBe(false);
    expect(puedeEliminarInforme(undefined, informe('pendiente'))).toBe(false);
  });
});
