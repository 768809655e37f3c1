import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { toast } from 'react-toastify';
import { api } from 'shared/api';
import type { ImportacionSitios } from 'shared/contracts';
import { serverMessage } from 'shared/ui';
import { leerArchivoCsv } from '../api/csv-file';
import { importacionReducer, INICIO, resumenImportacion } from '../api/importacion-state';
import { sitiosKeys } from '../api/sitios-query';

/** The file's text to an import route, as the API reads it: the body is the CSV (text/csv). */
const enviar = (path: string, text: string) => api.post(path, { body: text, headers: { 'content-type': 'text/csv' } }).json<ImportacionSitios>();

/**
 * A spreadsheet import (administrators): `elegir(file)` reads it and asks for its preview; `importar()` sends the same
 * text to be written, all rows or none, then toasts the counts and refreshes the lists.
 */
export function useImportacion(onDone: () => void) {
  const [state, dispatch] = useReducer(importacionReducer, INICIO);
  const queryClient = useQueryClient();
  const seq = useRef(0);

  const elegir = useCallback(async (file: File) => {
    const clave = ++seq.current;
    dispatch({ type: 'leer', clave, nombre: file.name });
    const lectura = await leerArchivoCsv(file);
    if (!lectura.ok) return dispatch({ type: 'rechazado', clave, error: lectura.message });
    dispatch({ type: 'leido', clave, text: lectura.text });
    try {
      dispatch({ type: 'vista-previa', clave, resultado: await enviar('sitios/importacion/vista-previa', lectura.text) });
    } catch (error) {
      dispatch({ type: 'rechazado', clave, error: serverMessage(error, 'Error revisando el archivo') });
    }
  }, []);

  const importar = useCallback(async () => {
    if (state.paso !== 'vista-previa') return;
    dispatch({ type: 'importar' });
    try {
      const resultado = await enviar('sitios/importacion', state.text);
      dispatch({ type: 'importada', resultado });
      toast.success(`Importación completada: ${resumenImportacion(resultado, true)}`);
      await queryClient.invalidateQueries({ queryKey: sitiosKeys.all });
      onDone();
    } catch (error) {
      dispatch({ type: 'fallo-importar', error: serverMessage(error, 'Error importando los sitios') });
    }
  }, [state, queryClient, onDone]);

  const reiniciar = useCallback(() => dispatch({ type: 'reiniciar' }), []);

  return { state, elegir, importar, reiniciar };
}
