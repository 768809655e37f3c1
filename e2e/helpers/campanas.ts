// Campaign test data made through the API as the administrator (sites, campaigns, lines), and the dates they need.
import assert from 'node:assert/strict';
import { DEMO_CREDENTIALS, type InformesOpciones, type Localidad, type Provincia } from '../../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './api.ts';

/** Bogotá's calendar day `days` from now ('YYYY-MM-DD'): the product's calendar, whatever the machine's zone. */
export function bogotaDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** dd/mm/aaaa, as the UI writes a day. */
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** POSTs `body` as `token`, asserts the status, and returns the answer. */
export async function postAs<T>(token: string, path: string, body: unknown, status = 201): Promise<T> {
  const res = await apiFetch(path, { method: 'POST', token, body: JSON.stringify(body) });
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()) as T;
}

/**
 * What a campaign of the demo provider needs: the administrator's token, the demo provider's first assignment (its
 * client and provider), an active service, and a place in Bogotá for its sites.
 */
export async function demoCampaignWorld() {
  const adminToken = (await apiLogin(DEMO_CREDENTIALS.admin)).token;
  const proveedor = await apiLogin(DEMO_CREDENTIALS.proveedor);
  const opciones = (await (await apiFetch('/informes/opciones', { token: proveedor.token })).json()) as InformesOpciones;
  const { cliente_id, proveedor_id } = opciones.asignaciones[0];
  const provincias = (await (await apiFetch('/catalogos/provincias', { token: adminToken })).json()) as Provincia[];
  const bogota = provincias.find((p) => p.nombre === 'Bogotá, D.C.');
  assert.ok(bogota);
  const localidades = (await (await apiFetch(`/catalogos/localidades/${bogota.id}`, { token: adminToken })).json()) as Localidad[];
  const servicio = opciones.servicios.find((s) => s.activo);
  assert.ok(servicio);
  return {
    adminToken,
    opciones,
    cliente_id,
    proveedor_id,
    servicio_id: servicio.id,
    lugar: { provincia_id: bogota.id, localidad_id: localidades[0].id },
  };
}
