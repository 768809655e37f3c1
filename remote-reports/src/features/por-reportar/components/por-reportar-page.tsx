import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { bogotaIsoDate } from 'shared/format';
import { Button, EmptyState, ListSection, PageHeader, tk } from 'shared/ui';
import { usePosicion } from '../../informes/hooks/use-posicion';
import { filasPorReportar } from '../api/por-reportar';
import { POR_REPORTAR_LOAD_ERROR, usePorReportar } from '../hooks/use-por-reportar';
import { PorReportarTable } from './por-reportar-table';

const Cercania = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  color: ${tk((t) => t.textMuted)};
`;

/**
 * /por-reportar (providers; issue 37, docs/decisions/cumplimiento.md): the checks due for the provider's lines — those
 * whose window opens within a week and those late by up to 30 days —, soonest deadline first, late ones marked
 * "Atrasado", with the distance to each site when the phone knows where it is, and "Reportar" to the form with the
 * campaign, site and check filled in. Offline it shows the list kept on the device, each state as of today.
 */
export function PorReportarPage() {
  const query = usePorReportar();
  const posicion = usePosicion(null);
  const [porCercania, setPorCercania] = useState(false);
  const hoy = bogotaIsoDate();
  const filas = useMemo(
    () => filasPorReportar(query.data?.data ?? [], hoy, posicion.posicion, porCercania),
    [query.data, hoy, posicion.posicion, porCercania],
  );
  // Offline with nothing kept: the request waits for the connection; say so instead of loading for ever.
  const sinDatos = query.fetchStatus === 'paused' && query.data === undefined;

  const ordenar = () => {
    setPorCercania(true);
    if (!posicion.posicion) posicion.pedir();
  };

  return (
    <section aria-labelledby="por-reportar-title">
      <PageHeader
        title="Por reportar"
        titleId="por-reportar-title"
        description="Los controles de sus sitios que vencen pronto o ya vencieron, el plazo más cercano primero."
      />
      <ListSection
        query={query}
        errorText={POR_REPORTAR_LOAD_ERROR}
        filters={
          <Cercania>
            <span role="status">
              {porCercania && posicion.posicion && 'Ordenados por cercanía, según su ubicación.'}
              {!porCercania && 'Ordenados por plazo, el más cercano primero.'}
              {porCercania && !posicion.posicion && posicion.estado === 'buscando' && 'Buscando su ubicación…'}
              {porCercania && posicion.estado === 'denegada' && 'Sin permiso para conocer su ubicación: ordenados por plazo.'}
              {porCercania && posicion.estado === 'no_disponible' && 'No se pudo conocer su ubicación: ordenados por plazo.'}
            </span>
            {porCercania && posicion.posicion ? (
              <Button type="button" size="sm" variant="secondary" onClick={() => setPorCercania(false)}>
                Ordenar por plazo
              </Button>
            ) : (
              posicion.disponible &&
              posicion.estado !== 'buscando' && (
                <Button type="button" size="sm" variant="secondary" onClick={ordenar}>
                  Ordenar por cercanía
                </Button>
              )
            )}
          </Cercania>
        }
        page={{ page: 1, totalPages: 1, total: filas.length, pageSize: Math.max(filas.length, 1) }}
        onPageChange={() => undefined}
        showPagination="several-pages"
        notice={sinDatos && <EmptyState message="Sin conexión: la lista de controles por reportar no se guardó en este dispositivo." />}
      >
        {(loading) => <PorReportarTable filas={filas} hoy={hoy} loading={loading} empty={<EmptyState message="No tiene controles por reportar" />} />}
      </ListSection>
    </section>
  );
}
