#!/usr/bin/env node
// Gzip size of the JavaScript that opening /administradores adds after the dashboard (remote-admin not loaded
// yet), and after /registro-eventos (remote-admin's entry and shared chunks already there), plus /asignaciones.
// Budget (docs/architecture.md): a remote's first screen ≤ 120 KB gzip beyond what the host loaded. Numbers, not a test.
import { firstScreen } from './lib/bundle.mjs';
import { kb, launchChromium, verdict, withTarget } from './lib/target.mjs';

const BUDGET = 120 * 1024;
const ADMIN = { path: '/administradores', link: 'Administradores' };
const AUDIT = { path: '/registro-eventos', link: 'Registro de Eventos' };
const ASIG = { path: '/asignaciones', link: 'Asignaciones' };

await withTarget(async (baseUrl) => {
  const browser = await launchChromium();
  try {
    console.log('JS añadido (gzip -9):');
    const { added: fromDashboard, total } = await firstScreen(browser, baseUrl, ADMIN);
    console.log(
      `  ${kb(fromDashboard).padStart(10)}  dashboard → /administradores  (presupuesto ≤ 120 KB: ${verdict(fromDashboard, BUDGET)}; ${kb(total)} en total desde /login)`,
    );
    const { added: afterAudit } = await firstScreen(browser, baseUrl, ADMIN, [AUDIT]);
    console.log(`  ${kb(afterAudit).padStart(10)}  /registro-eventos → /administradores`);
    const { added: asig } = await firstScreen(browser, baseUrl, ASIG);
    console.log(`  ${kb(asig).padStart(10)}  dashboard → /asignaciones`);
  } finally {
    await browser.close();
  }
});
