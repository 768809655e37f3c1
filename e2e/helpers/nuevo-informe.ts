// /nuevo-informe in the browser: opening it as the demo provider, filling its fields, the fixtures' photos.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../../shared/src/contracts/index.ts';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { main } from './catalog.ts';
import { eventually } from './expect.ts';
import { signIn } from './session.ts';

const FIXTURES = path.join(ROOT, 'e2e', 'fixtures', 'images');

/** A photo of e2e/fixtures/images. */
export const fixture = (name: string) => path.join(FIXTURES, name);

/** Signs in as the demo provider (remembered: other tabs share the session) and opens the live form. */
export async function openNuevoInforme(page: Page, { remember = false } = {}): Promise<void> {
  await signIn(page, DEMO_CREDENTIALS.proveedor, { remember, at: '/nuevo-informe' });
  await main(page).getByRole('heading', { level: 1, name: 'Nuevo Informe' }).waitFor();
}

/** Picks `option` (or the first real option) of the select labelled `label` once its options arrived. */
export async function pick(page: Page, label: string, option?: string): Promise<void> {
  const select = main(page).getByRole('combobox', { name: new RegExp(`^${label}`) });
  await eventually(async () => assert.ok((await select.locator('option').count()) > 1, `${label} has options`));
  if (option) await select.selectOption({ label: option });
  else await select.selectOption({ index: 1 });
}

/** Fills the report's fields: a service (the first active one unless named), a client, Antioquia / Medellín, a campaign. */
export async function fillForm(page: Page, campana: string, servicio?: string): Promise<void> {
  const m = main(page);
  await pick(page, 'Servicio', servicio);
  if (await m.getByRole('combobox', { name: /^Cliente/ }).isEnabled()) await pick(page, 'Cliente');
  await pick(page, 'Provincia', 'Antioquia');
  await pick(page, 'Localidad', 'Medellín');
  await m.getByRole('combobox', { name: /^Campaña/ }).fill(campana);
}

/** Chooses photos in the picker and waits until each is listed with its location read. */
export async function choosePhotos(page: Page, files: readonly string[]): Promise<void> {
  const m = main(page);
  await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles(files);
  const list = m.getByRole('list', { name: 'Imágenes seleccionadas' });
  await eventually(async () => assert.equal(await list.getByRole('listitem').count(), files.length));
  await eventually(async () => assert.equal(await list.getByText('Leyendo GPS…').count(), 0));
}
