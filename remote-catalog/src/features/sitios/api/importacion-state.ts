import type { ImportacionSitios } from 'shared/contracts';

/**
 * The import dialog's steps (docs/decisions/sitios-campanas.md, "Import"): a file is chosen and read, its preview is
 * asked for (nothing is written), then — only when no row is refused — the same text is sent to be imported.
 * Choosing another file starts again; an answer about a file that is no longer the chosen one is dropped (`clave`:
 * one per choice, even of a file with the same name).
 */
export type ImportacionState =
  | { paso: 'elegir'; error: string | null }
  | { paso: 'leyendo'; clave: number; nombre: string }
  | { paso: 'revisando'; clave: number; nombre: string; text: string }
  | { paso: 'vista-previa'; clave: number; nombre: string; text: string; resultado: ImportacionSitios; error: string | null }
  | { paso: 'importando'; clave: number; nombre: string; text: string; resultado: ImportacionSitios }
  | { paso: 'importada'; clave: number; nombre: string; resultado: ImportacionSitios };

export type ImportacionAction =
  | { type: 'leer'; clave: number; nombre: string }
  | { type: 'leido'; clave: number; text: string }
  | { type: 'rechazado'; clave: number; error: string }
  | { type: 'vista-previa'; clave: number; resultado: ImportacionSitios }
  | { type: 'importar' }
  | { type: 'importada'; resultado: ImportacionSitios }
  | { type: 'fallo-importar'; error: string }
  | { type: 'reiniciar' };

export const INICIO: ImportacionState = { paso: 'elegir', error: null };

const claveDe = (state: ImportacionState) => ('clave' in state ? state.clave : null);

export function importacionReducer(state: ImportacionState, action: ImportacionAction): ImportacionState {
  switch (action.type) {
    case 'leer':
      // Whatever was going on: this file replaces it, unless an import is being written.
      return state.paso === 'importando' ? state : { paso: 'leyendo', clave: action.clave, nombre: action.nombre };
    case 'leido':
      return state.paso === 'leyendo' && state.clave === action.clave ? { ...state, paso: 'revisando', text: action.text } : state;
    case 'rechazado':
      // A file that cannot be read, or that the server refused whole (archivo_invalido): choose another.
      return (state.paso === 'leyendo' || state.paso === 'revisando') && claveDe(state) === action.clave
        ? { paso: 'elegir', error: action.error }
        : state;
    case 'vista-previa':
      return state.paso === 'revisando' && state.clave === action.clave
        ? { paso: 'vista-previa', clave: state.clave, nombre: state.nombre, text: state.text, resultado: action.resultado, error: null }
        : state;
    case 'importar':
      return state.paso === 'vista-previa' && puedeImportar(state.resultado)
        ? { paso: 'importando', clave: state.clave, nombre: state.nombre, text: state.text, resultado: state.resultado }
        : state;
    case 'importada':
      return state.paso === 'importando' ? { paso: 'importada', clave: state.clave, nombre: state.nombre, resultado: action.resultado } : state;
    case 'fallo-importar':
      return state.paso === 'importando' ? { ...state, paso: 'vista-previa', error: action.error } : state;
    case 'reiniciar':
      return INICIO;
  }
}

/** "Importar" is offered only for a preview with rows and none refused (the API would refuse the file whole). */
export function puedeImportar(resultado: Pick<ImportacionSitios, 'filas' | 'rechazar'>): boolean {
  return resultado.rechazar === 0 && resultado.filas.length > 0;
}

/** "2 para crear, 1 para actualizar y 3 rechazadas" (a preview); "2 creados y 1 actualizado" (done). */
export function resumenImportacion(r: Pick<ImportacionSitios, 'crear' | 'actualizar' | 'rechazar'>, hecha = false): string {
  if (hecha) return `${r.crear} ${r.crear === 1 ? 'creado' : 'creados'} y ${r.actualizar} ${r.actualizar === 1 ? 'actualizado' : 'actualizados'}`;
  return `${r.crear} para crear, ${r.actualizar} para actualizar y ${r.rechazar} ${r.rechazar === 1 ? 'rechazada' : 'rechazadas'}`;
}

/** A row's action as the preview's table writes it. */
export const ACCION_LABEL = { crear: 'Crear', actualizar: 'Actualizar', rechazar: 'Rechazada' } as const;
