import type { ImportacionSitios } from 'shared/contracts';
import { importacionReducer, INICIO, puedeImportar, resumenImportacion, type ImportacionState } from './importacion-state';

const preview = (rechazar: number): ImportacionSitios => ({
  filas: [
    { fila: 2, codigo: 'A', accion: 'crear', motivos: [] },
    { fila: 3, codigo: 'B', accion: 'actualizar', motivos: [] },
    ...Array.from({ length: rechazar }, (_, i) => ({ fila: 4 + i, codigo: null, accion: 'rechazar' as const, motivos: ['Falta el código'] })),
  ],
  crear: 1,
  actualizar: 1,
  rechazar,
  aplicada: false,
});

const run = (...actions: Parameters<typeof importacionReducer>[1][]): ImportacionState => actions.reduce(importacionReducer, INICIO);

describe('the import dialog’s steps', () => {
  it('a file read, its preview; "Importar" only without refused rows; the import done', () => {
    const reviewed = run(
      { type: 'leer', clave: 1, nombre: 'sitios.csv' },
      { type: 'leido', clave: 1, text: 'csv' },
      { type: 'vista-previa', clave: 1, resultado: preview(0) },
    );
    expect(reviewed).toMatchObject({ paso: 'vista-previa', nombre: 'sitios.csv', text: 'csv', error: null });
    const importing = importacionReducer(reviewed, { type: 'importar' });
    expect(importing).toMatchObject({ paso: 'importando', text: 'csv' });
    expect(importacionReducer(importing, { type: 'importada', resultado: { ...preview(0), aplicada: true } })).toMatchObject({ paso: 'importada' });
  });

  it('with refused rows nothing can be imported: "importar" does nothing', () => {
    const reviewed = run(
      { type: 'leer', clave: 1, nombre: 'a.csv' },
      { type: 'leido', clave: 1, text: 'csv' },
      { type: 'vista-previa', clave: 1, resultado: preview(2) },
    );
    expect(importacionReducer(reviewed, { type: 'importar' })).toBe(reviewed);
    expect(puedeImportar(preview(2))).toBe(false);
    expect(puedeImportar({ filas: [], rechazar: 0 })).toBe(false);
  });

  it('another file chosen replaces the first; a late answer about the first is dropped', () => {
    const second = run(
      { type: 'leer', clave: 1, nombre: 'viejo.csv' },
      { type: 'leido', clave: 1, text: 'v' },
      { type: 'leer', clave: 2, nombre: 'corregido.csv' },
      { type: 'vista-previa', clave: 1, resultado: preview(3) },
    );
    expect(second).toEqual({ paso: 'leyendo', clave: 2, nombre: 'corregido.csv' });
    const fixed = [{ type: 'leido', clave: 2, text: 'c' } as const, { type: 'vista-previa', clave: 2, resultado: preview(0) } as const].reduce(
      importacionReducer,
      second,
    );
    expect(fixed).toMatchObject({ paso: 'vista-previa', nombre: 'corregido.csv', text: 'c' });
  });

  it('a file refused whole (unreadable, archivo_invalido): back to choosing, with the reason', () => {
    expect(run({ type: 'leer', clave: 1, nombre: 'x.csv' }, { type: 'rechazado', clave: 1, error: 'Faltan columnas' })).toEqual({
      paso: 'elegir',
      error: 'Faltan columnas',
    });
  });

  it('an import refused by the server: the preview stays, with the message; the text sent is the one previewed', () => {
    const state = run(
      { type: 'leer', clave: 1, nombre: 'a.csv' },
      { type: 'leido', clave: 1, text: 'csv' },
      { type: 'vista-previa', clave: 1, resultado: preview(0) },
      { type: 'importar' },
      { type: 'fallo-importar', error: 'El archivo tiene 1 fila rechazada' },
    );
    expect(state).toMatchObject({ paso: 'vista-previa', text: 'csv', error: 'El archivo tiene 1 fila rechazada' });
    // While writing, choosing another file is ignored.
    const writing = importacionReducer({ ...state, paso: 'vista-previa', error: null } as ImportacionState, { type: 'importar' });
    expect(importacionReducer(writing, { type: 'leer', clave: 9, nombre: 'otro.csv' })).toBe(writing);
  });

  it('the counts in words', () => {
    expect(resumenImportacion({ crear: 2, actualizar: 1, rechazar: 3 })).toBe('2 para crear, 1 para actualizar y 3 rechazadas');
    expect(resumenImportacion({ crear: 1, actualizar: 0, rechazar: 1 })).toBe('1 para crear, 0 para actualizar y 1 rechazada');
    expect(resumenImportacion({ crear: 1, actualizar: 2, rechazar: 0 }, true)).toBe('1 creado y 2 actualizados');
  });
});
