import '@testing-library/jest-dom';
import { ToastContainer } from 'react-toastify';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { FORM_LIST_KEYS, ROLE } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import routes from '../../routes';
import type { CampanaParaInforme } from '../informes/api/campana-sitio';
import { OPCIONES, signIn } from '../informes/test/informes-fixtures';
import { dia } from '../por-reportar/test/por-reportar-fixtures';
import { enlaceNuevoInforme, prefillDeUrl } from './prefill';

/** Campaign 7 of client 2 with two sites of provider 3 in Bogotá (province 40, municipality 41), each with its checks. */
const CAMPANAS: CampanaParaInforme[] = [
  {
    id: 7,
    nombre: 'Navidad Bogotá 2026',
    cliente_id: 2,
    fecha_inicio: dia(-3),
    fecha_fin: dia(30),
    estado: 'activa',
    sitios: [21, 22].map((sitio_id, i) => ({
      linea_id: 100 + i,
      sitio_id,
      codigo: `VAL-${sitio_id}`,
      nombre: `Valla ${sitio_id}`,
      latitud: 4.6486,
      longitud: -74.0628,
      radio_m: 150,
      provincia_id: 4,
      localidad_id: 41,
      proveedor_id: 3,
      servicio_id: 7,
      controles: [
        {
          id: 300 + i * 10,
          tipo: 'instalacion' as const,
          numero: 1,
          desde: dia(-10),
          hasta: dia(7),
          estado: 'pendiente' as const,
          cumplido_en: null,
        },
        {
          id: 301 + i * 10,
          tipo: 'verificacion' as const,
          numero: 1,
          desde: dia(8),
          hasta: dia(14),
          estado: 'pendiente' as const,
          cumplido_en: null,
        },
      ],
    })),
  },
];

let api: MockApi;

beforeEach(() => {
  api = installMockApi(({ url }) => {
    if (url.pathname === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
    if (url.pathname === '/api/v1/campanas/para-informe') return { status: 200, body: CAMPANAS };
    if (url.pathname === '/api/v1/catalogos/localidades/4')
      return {
        status: 200,
        body: [
          { id: 40, nombre: 'Bello' },
          { id: 41, nombre: 'Medellín' },
        ],
      };
    return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
  });
  signIn(ROLE.PROVEEDOR);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const selected = (name: RegExp | string) => screen.getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.textContent;

function open(url: string) {
  render(<ToastContainer />);
  renderRoutes(routes, url);
}

describe('/nuevo-informe opened from "Por reportar"', () => {
  it('reads the five ids of the address, nothing else', () => {
    const url = enlaceNuevoInforme({ cliente_id: 2, proveedor_id: 3, campana_id: 7, sitio_id: 22, control_id: 311 });
    expect(url).toBe('/nuevo-informe?cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=22&control_id=311');
    expect(prefillDeUrl(new URL(url, 'http://x').searchParams)).toEqual({
      cliente_id: '2',
      proveedor_id: '3',
      campana_id: '7',
      sitio_id: '22',
      control_id: '311',
    });
    expect(prefillDeUrl(new URLSearchParams('cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=22'))).toBeNull();
    expect(prefillDeUrl(new URLSearchParams('cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=x&control_id=1'))).toBeNull();
  });

  it('the campaign, its site and the check chosen, with client, provider, service and place; the address loses the ids', async () => {
    open('/nuevo-informe?cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=22&control_id=311');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Campaña/ })).toHaveValue('Navidad Bogotá 2026'));
    const call = api.calls.find((c) => c.path === '/api/v1/campanas/para-informe')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ cliente_id: '2', proveedor_id: '3' });
    await waitFor(() => expect(selected('Sitio')).toBe('VAL-22 — Valla 22'));
    // Not the check of today's date (the installation's): the one asked for.
    expect(selected('Control')).toMatch(/^Verificación 1 \(del /);
    expect(selected(/^Cliente/)).toBe('Bebidas La Sabana S.A.S.');
    expect(selected(/^Proveedor/)).toBe('Publicidad Exterior Andina S.A.S.');
    expect(selected(/^Servicio/)).toMatch(/^Pendón/);
    expect(selected(/^Provincia/)).toBe('Antioquia');
    await waitFor(() => expect(selected(/^Localidad/)).toBe('Medellín'));
    await waitFor(() => expect(probedLocation.search).toBe(''));
  });

  it('campaigns kept on the device from before the campaign existed: the fresh answer is waited for', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
    client.setQueryData(FORM_LIST_KEYS.campanasParaInforme(2, 3), [{ ...CAMPANAS[0], id: 5, nombre: 'Campaña de ayer' }]);
    await client.invalidateQueries({ refetchType: 'none' }); // restored: stale, fetched again when used
    const Routes = () => useRoutes(routes);
    render(<ToastContainer />);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/nuevo-informe?cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=21&control_id=300']}>
          <Routes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Campaña/ })).toHaveValue('Navidad Bogotá 2026'));
    await waitFor(() => expect(selected('Sitio')).toBe('VAL-21 — Valla 21'));
    expect(selected('Control')).toMatch(/^Instalación \(del /);
    expect(screen.queryByText(/^Ese control ya no está/)).not.toBeInTheDocument();
  });

  it('a check no longer among the open campaigns: said, and the form keeps client and provider only', async () => {
    open('/nuevo-informe?cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=22&control_id=999');
    expect(await screen.findByText(/^Ese control ya no está entre las campañas abiertas del cliente/)).toBeInTheDocument();
    expect(selected(/^Cliente/)).toBe('Bebidas La Sabana S.A.S.');
    expect(screen.getByRole('combobox', { name: /^Campaña/ })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Sitio' })).not.toBeInTheDocument();
  });
});
