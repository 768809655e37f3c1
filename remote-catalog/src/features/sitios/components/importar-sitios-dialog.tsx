import { useId, useMemo } from 'react';
import styled from 'styled-components';
import type { ImportacionFila } from 'shared/contracts';
import { Badge, Button, DataTable, type DataTableColumn, focusRing, FormError, Modal, Notice, Spinner, tk } from 'shared/ui';
import { ACCION_LABEL, puedeImportar, resumenImportacion } from '../api/importacion-state';
import { useImportacion } from '../hooks/use-importacion';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const Help = styled.p`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
  code {
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

const Picker = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
  input[type='file'] {
    font: inherit;
    max-width: 100%;
    padding: 0.5rem;
    border: 1px dashed ${tk((t) => t.controlBorder)};
    border-radius: ${tk((t) => t.radiusSm)};
    background: ${tk((t) => t.surfaceMuted)};
    color: ${tk((t) => t.text)};
    &:focus-visible {
      ${focusRing}
    }
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Motivos = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  li + li {
    margin-top: 0.125rem;
  }
`;

const TONE = { crear: 'success', actualizar: 'info', rechazar: 'danger' } as const;

/** Rows shown at most before only the refused ones and the first of the rest are listed. */
const MAX_FILAS = 300;

const columns: DataTableColumn<ImportacionFila>[] = [
  { key: 'fila', header: 'Fila', cell: (f) => f.fila, width: '4.5rem', align: 'right' },
  { key: 'codigo', header: 'Código', cell: (f) => f.codigo ?? '—', width: '9rem' },
  { key: 'accion', header: 'Acción', cell: (f) => <Badge tone={TONE[f.accion]}>{ACCION_LABEL[f.accion]}</Badge>, width: '8rem' },
  {
    key: 'motivos',
    header: 'Motivos',
    cell: (f) =>
      f.motivos.length === 0 ? (
        '—'
      ) : (
        <Motivos>
          {f.motivos.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Motivos>
      ),
  },
];

/**
 * "Importar sitios" (administrators; docs/decisions/sitios-campanas.md, "Import"): a CSV is chosen, the server says
 * what each row would do (Crear, Actualizar, Rechazada and why) without writing anything; "Importar" is enabled only
 * when no row is refused and sends the same file, which the server checks again and writes whole or not at all.
 */
export function ImportarSitiosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state, elegir, importar, reiniciar } = useImportacion(onClose);
  const inputId = useId();
  const helpId = useId();
  const busy = state.paso === 'importando';
  const close = () => {
    if (busy) return;
    reiniciar();
    onClose();
  };

  const resultado = state.paso === 'vista-previa' || state.paso === 'importando' ? state.resultado : null;
  const filas = useMemo(() => {
    if (!resultado) return [];
    if (resultado.filas.length <= MAX_FILAS) return resultado.filas;
    const rechazadas = resultado.filas.filter((f) => f.accion === 'rechazar');
    const resto = resultado.filas.filter((f) => f.accion !== 'rechazar').slice(0, 100);
    return [...rechazadas, ...resto].sort((a, b) => a.fila - b.fila);
  }, [resultado]);

  return (
    <Modal
      open={open}
      onClose={close}
      title="Importar sitios"
      size="lg"
      closeOnBackdrop={!busy}
      describedBy={helpId}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="primary" onClick={() => void importar()} loading={busy} disabled={!resultado || !puedeImportar(resultado) || busy}>
            Importar
          </Button>
        </>
      }
    >
      <Body>
        <Help id={helpId}>
          Elija una hoja de cálculo guardada como CSV (en Excel, «CSV UTF-8»). La primera fila nombra las columnas:{' '}
          <code>codigo, nombre, tipo, direccion, departamento, municipio, latitud, longitud, radio_m, proveedor, activo, notas</code>. Primero se
          revisa cada fila sin guardar nada; un código que ya existe actualiza ese sitio.
        </Help>
        <Picker>
          <label htmlFor={inputId}>Archivo CSV</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so the same file (corrected) can be chosen again.
              event.target.value = '';
              if (file) void elegir(file);
            }}
          />
        </Picker>
        {state.paso === 'elegir' && state.error && <FormError message={state.error} />}
        {(state.paso === 'leyendo' || state.paso === 'revisando') && (
          <Status role="status">
            <Spinner /> Revisando {state.nombre}…
          </Status>
        )}
        {resultado && (state.paso === 'vista-previa' || state.paso === 'importando') && (
          <>
            <Status role="status">
              <strong>{state.nombre}</strong>: {resumenImportacion(resultado)}.
            </Status>
            {state.paso === 'vista-previa' && state.error && <FormError message={state.error} />}
            {resultado.rechazar > 0 && (
              <Notice tone="warning" title="No se puede importar mientras haya filas rechazadas" announce="none">
                Corrija esas filas en la hoja de cálculo, guárdela otra vez como CSV y vuelva a elegir el archivo. No se ha guardado nada.
              </Notice>
            )}
            {resultado.filas.length === 0 && <p>El archivo no tiene filas de sitios.</p>}
            {filas.length > 0 && (
              <DataTable
                caption="Vista previa de la importación"
                columns={columns}
                rows={filas}
                rowKey={(f) => f.fila}
                compact
                tableLayout="fixed"
                minWidth="36rem"
              />
            )}
            {filas.length < resultado.filas.length && (
              <Help>
                Se muestran {filas.length} de {resultado.filas.length} filas: todas las rechazadas y las primeras 100 del resto.
              </Help>
            )}
          </>
        )}
      </Body>
    </Modal>
  );
}
