import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/**
 * Every list's search folds case, accents and ñ on both sides (migration 012; issue 23, point 6): a user without
 * ñ on the keyboard, or a phone that drops it, finds "Campaña" by typing "campana", and "ÑANDÚ" finds "Nandu".
 */
describe('search folds case, accents and ñ in every list', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let proveedor: string;
  let refs: InformeRefs;
  const RUN = Date.now().toString(36);

  before(async () => {
    ({ t, api, admin, proveedor, refs } = await startInformesTestApp());
  });
  after(async () => t?.close());

  /** The `field` of every row GET `path`?search=`term` answers (rows under `data`, `servicios` or at the top). */
  async function found(path: string, term: string, field: string): Promise<string[]> {
    const res = await api.get(`${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(term)}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    const rows = (Array.isArray(res.body) ? res.body : (res.body.data ?? res.body.servicios)) as Array<Record<string, unknown>>;
    return rows.map((r) => String(r[field]));
  }

  const created = async (path: string, json: unknown) => {
    const res = await api.post(path, { token: admin, json });
    assert.equal(res.status, 201, res.text);
    return res.body as { id: number };
  };

  test('catalogues, users, assignments and the audit log', async () => {
    const servicio = `Ñandú Árbol ${RUN}`;
    await created('/api/v1/servicios', { nombre: servicio, precio: 1000, activo: true, categoria: 'Vallas' });
    const cliente = `Campaña Ñuñoa ${RUN}`;
    const c = await created('/api/v1/clientes', { razon_social: cliente });
    const proveedorNombre = `Señalización Ibagué ${RUN}`;
    const p = await created('/api/v1/proveedores', { nombre: proveedorNombre });
    await created('/api/v1/jefes-equipo', { nombres: `Iñaki ${RUN}`, apellidos: 'Peña Muñoz', proveedor_id: p.id });
    await created('/api/v1/admin/usuarios', {
      usuario: `begona${RUN}`,
      correo: `begona${RUN}@ejemplo.co`,
      primer_nombre: 'Begoña',
      primer_apellido: `Ibáñez${RUN}`,
      tipo: 0,
      password: 'tres perros en la bodega',
    });
    await created('/api/v1/asignaciones', { proveedor_id: p.id, cliente_id: c.id });

    assert.deepEqual(await found('/api/v1/servicios', `nandu arbol ${RUN}`, 'nombre'), [servicio]);
    assert.deepEqual(await found('/api/v1/servicios', `ÑANDÚ ÁRBOL ${RUN}`, 'nombre'), [servicio], 'capitals and accents typed');
    assert.deepEqual(await found('/api/v1/clientes', `campana nunoa ${RUN}`, 'razon_social'), [cliente]);
    assert.deepEqual(await found('/api/v1/proveedores', `senalizacion ibague ${RUN}`, 'nombre'), [proveedorNombre]);
    assert.deepEqual(await found('/api/v1/jefes-equipo', `inaki ${RUN} pena munoz`, 'nombres'), [`Iñaki ${RUN}`]);
    assert.deepEqual(await found('/api/v1/jefes-equipo', `senalizacion ibague ${RUN}`, 'nombres'), [`Iñaki ${RUN}`], 'by its provider');
    assert.deepEqual(await found('/api/v1/admin/usuarios', `begona ibanez${RUN}`, 'usuario'), [`begona${RUN}`]);
    assert.deepEqual(await found('/api/v1/asignaciones', `campana nunoa ${RUN}`, 'cliente_nombre'), [cliente]);
    const audit = await found('/api/v1/auditoria', `nandu arbol ${RUN}`, 'detalles');
    assert.ok(audit.length >= 1 && audit.every((d) => d.includes(servicio)), JSON.stringify(audit));
    assert.deepEqual(await found('/api/v1/servicios', `nandu arbolx ${RUN}`, 'nombre'), [], 'still a real filter');
  });

  test('reports: "campana" finds "Campaña", for the provider who made it too', async () => {
    const campana = `Campaña Ñandú ${RUN}`;
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana }));
    for (const token of [admin, proveedor]) {
      const res = await api.get(`/api/v1/informes?search=${encodeURIComponent(`campana nandu ${RUN}`)}`, { token });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        (res.body.data as Array<{ id: number }>).map((i) => i.id),
        [informe.id],
      );
    }
  });
});
