import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { FormGrid, useFormState } from 'shared/ui';
import type { CampanaParaInforme, Posicion } from '../api/campana-sitio';
import { EMPTY_INFORME_FORM, type InformeFormValues } from '../api/informe-form';
import { OPCIONES } from '../test/informes-fixtures';
import { InformeCampos } from './informe-campos';

/** A campaign of client 2 with three sites of provider 3 in Bogotá (province 40, municipality 41) and their checks. */
const CAMPANAS: CampanaParaInforme[] = [
  {
    id: 7,
    nombre: 'Navidad Bogotá 2026',
    cliente_id: 2,
    fecha_inicio: '2026-03-01',
    fecha_fin: '2026-03-31',
    estado: 'activa',
    sitios: [
      ['A-1', 'Valla Chapinero', 4.6486, -74.0628],
      ['B-2', 'Mupi Parque 93', 4.6767, -74.0486],
      ['C-3', 'Pantalla Usaquén', 4.6951, -74.0307],
    ].map(([codigo, nombre, latitud, longitud], i) => ({
      linea_id: 100 + i,
      sitio_id: 20 + i,
      codigo: codigo as string,
      nombre: nombre as string,
      latitud: latitud as number,
      longitud: longitud as number,
      radio_m: 150,
      provincia_id: 40,
      localidad_id: 41,
      proveedor_id: 3,
      servicio_id: 7,
      controles: [
        {
          id: 300 + i * 10,
          tipo: 'instalacion' as const,
          numero: 1,
          desde: '2026-02-22',
          hasta: '2026-03-04',
          estado: 'pendiente' as const,
          cumplido_en: null,
        },
        {
          id: 301 + i * 10,
          tipo: 'verificacion' as const,
          numero: 1,
          desde: '2026-03-05',
          hasta: '2026-03-11',
          estado: 'pendiente' as const,
          cumplido_en: null,
        },
        {
          id: 302 + i * 10,
          tipo: 'verificacion' as const,
          numero: 2,
          desde: '2026-03-12',
          hasta: '2026-03-18',
          estado: 'pendiente' as const,
          cumplido_en: null,
        },
      ],
    })),
  },
  { id: 8, nombre: 'Lanzamiento Año Nuevo', cliente_id: 2, fecha_inicio: '2026-03-10', fecha_fin: '2026-04-10', estado: 'planificada', sitios: [] },
];

let api: MockApi;
let values: InformeFormValues;

function Harness({ initial, posicion }: { initial: InformeFormValues; posicion: Posicion | null }) {
  const form = useFormState<InformeFormValues>(initial, () => ({}));
  values = form.values;
  return (
    <FormGrid>
      <InformeCampos form={form} opciones={OPCIONES} posicion={posicion} />
    </FormGrid>
  );
}

function renderCampos(over: Partial<InformeFormValues> = {}, posicion: Posicion | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const initial = { ...EMPTY_INFORME_FORM, cliente_id: '2', proveedor_id: '3', fecha: '2026-03-07', ...over };
  return render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} posicion={posicion} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api = installMockApi(({ url }) => {
    if (url.pathname === '/api/v1/campanas/para-informe') return { status: 200, body: CAMPANAS };
    if (url.pathname.startsWith('/api/v1/catalogos/localidades/')) return { status: 200, body: [{ id: 41, nombre: 'Bogotá, D.C.' }] };
    return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
  });
});

afterEach(() => api.restore());

const campana = () => screen.getByRole('combobox', { name: /^Campaña/ });

describe('Campaña suggests the open campaigns; Sitio and Control follow', () => {
  it('asks for the chosen client and provider; suggests as one types; ↓ and Enter pick; the listbox is announced', async () => {
    renderCampos();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/campanas/para-informe')).toBe(true));
    const call = api.calls.find((c) => c.path === '/api/v1/campanas/para-informe')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ cliente_id: '2', proveedor_id: '3' });
    await screen.findByText('Escriba o pulse ↓ para ver las campañas abiertas del cliente');
    expect(campana()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(campana(), { target: { value: 'navi' } });
    const list = screen.getByRole('listbox', { name: 'Sugerencias de campañas' });
    expect(campana()).toHaveAttribute('aria-expanded', 'true');
    expect(campana()).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Navidad Bogotá 2026Activa · 01\/03\/2026/)]);

    fireEvent.keyDown(campana(), { key: 'ArrowDown' });
    const option = within(list).getByRole('option');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(campana()).toHaveAttribute('aria-activedescendant', option.id);
    fireEvent.keyDown(campana(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(campana()).toHaveValue('Navidad Bogotá 2026');
    expect(values).toMatchObject({ campana: 'Navidad Bogotá 2026', campana_id: '7', sitio_id: '', control_id: '' });
    expect(screen.getByRole('combobox', { name: 'Sitio' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Control' })).toBeDisabled();
  });

  it('the sites nearest first with their distance; a site fills the place and the check of the report date', async () => {
    renderCampos({}, { lat: 4.6765, lng: -74.0477 }); // at Parque 93
    await screen.findByText('Escriba o pulse ↓ para ver las campañas abiertas del cliente');
    fireEvent.change(campana(), { target: { value: 'Navidad' } });
    fireEvent.click(screen.getByRole('option', { name: /Navidad Bogotá 2026/ }));
    const sitio = screen.getByRole('combobox', { name: 'Sitio' });
    const labels = within(sitio)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual([
      'Sin sitio',
      'B-2 — Mupi Parque 93 · a 102 m',
      expect.stringMatching(/^C-3 — Pantalla Usaquén · a 2,\d km$/),
      expect.stringMatching(/^A-1 — Valla Chapinero · a 3,\d km$/),
    ]);
    expect(screen.getByText('Sitios ordenados por cercanía, según el GPS de las fotos.')).toBeInTheDocument();

    fireEvent.change(sitio, { target: { value: '21' } });
    expect(values).toMatchObject({ sitio_id: '21', control_id: '311', provincia_id: '40', localidad_id: '41', servicio_id: '7' });
    const control = screen.getByRole('combobox', { name: 'Control' });
    expect(control).toHaveDisplayValue('Verificación 1 (del 05/03/2026 al 11/03/2026)');
    expect(
      within(control)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Según la fecha del informe',
      'Instalación (del 22/02/2026 al 04/03/2026)',
      'Verificación 1 (del 05/03/2026 al 11/03/2026)',
      'Verificación 2 (del 12/03/2026 al 18/03/2026)',
    ]);
    fireEvent.change(control, { target: { value: '310' } });
    expect(values.control_id).toBe('310');
  });

  it('without a position: by code; a single-site campaign has its site chosen; the date moves the check it chose', async () => {
    const unSitio = { ...CAMPANAS[0], id: 9, nombre: 'Solo Chapinero', sitios: [CAMPANAS[0].sitios[0]] };
    api.respond(({ url }) =>
      url.pathname === '/api/v1/campanas/para-informe'
        ? { status: 200, body: [unSitio] }
        : { status: 200, body: [{ id: 41, nombre: 'Bogotá, D.C.' }] },
    );
    renderCampos();
    await screen.findByText('Escriba o pulse ↓ para ver las campañas abiertas del cliente');
    fireEvent.change(campana(), { target: { value: 'solo' } });
    fireEvent.click(screen.getByRole('option', { name: /Solo Chapinero/ }));
    expect(values).toMatchObject({ campana_id: '9', sitio_id: '20', control_id: '301' });
    expect(within(screen.getByRole('combobox', { name: 'Sitio' })).getAllByRole('option')[1]).toHaveTextContent(/^A-1 — Valla Chapinero$/);
    fireEvent.change(screen.getByLabelText(/^Fecha\s*\*?$/), { target: { value: '2026-03-13' } });
    expect(values.control_id).toBe('302');
    // One the user chose stays when the date changes.
    fireEvent.change(screen.getByRole('combobox', { name: 'Control' }), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(/^Fecha\s*\*?$/), { target: { value: '2026-03-06' } });
    expect(values.control_id).toBe('300');
  });

  it('a typed name attaches like the server does; other text drops the link; Escape closes the list', async () => {
    renderCampos();
    await screen.findByText('Escriba o pulse ↓ para ver las campañas abiertas del cliente');
    fireEvent.change(campana(), { target: { value: 'navidad bogota 2026' } });
    expect(values.campana_id).toBe('7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sitio' }), { target: { value: '22' } });
    expect(values.sitio_id).toBe('22');
    fireEvent.keyDown(campana(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.change(campana(), { target: { value: 'Navidad Bogotá 2026 (bis)' } });
    expect(values).toMatchObject({ campana: 'Navidad Bogotá 2026 (bis)', campana_id: '', sitio_id: '', control_id: '' });
    expect(screen.queryByRole('combobox', { name: 'Sitio' })).not.toBeInTheDocument();
  });

  it('another client drops the campaign chosen (its text stays)', async () => {
    renderCampos({ campana: 'Navidad Bogotá 2026', campana_id: '7', sitio_id: '20', control_id: '300' });
    await screen.findByRole('combobox', { name: 'Sitio' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Cliente/ }), { target: { value: '8' } });
    expect(values).toMatchObject({ cliente_id: '8', campana: 'Navidad Bogotá 2026', campana_id: '', sitio_id: '', control_id: '' });
  });

  it("asks the browser where the phone is only once a campaign's sites are offered", async () => {
    const query = jest.fn(async () => ({ state: 'granted' }));
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: 4.6765, longitude: -74.0477 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      renderCampos();
      await screen.findByText('Escriba o pulse ↓ para ver las campañas abiertas del cliente');
      fireEvent.change(campana(), { target: { value: 'Lanzamiento' } });
      fireEvent.click(screen.getByRole('option', { name: /Lanzamiento Año Nuevo/ })); // no sites
      expect(query).not.toHaveBeenCalled();
      fireEvent.change(campana(), { target: { value: 'Navidad' } });
      fireEvent.click(screen.getByRole('option', { name: /Navidad Bogotá 2026/ }));
      await screen.findByText('Sitios ordenados por cercanía, según su ubicación.');
      expect(query).toHaveBeenCalledTimes(1);
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
