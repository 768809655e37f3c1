import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InformeDetalle } from 'shared/contracts';
import { countRows } from './helpers/catalog';
import { client } from './helpers/http';
import { cambiarEstado, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/** PATCH /informes/:id/estado: the transition table by role, comments, 409/403/400, audit rows and history. */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const nuevo = () => crearInforme(api, admin, informeBody(refs));
const auditRows = (id: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['usuario', 'accion', 'detalles', 'datos'])
    .where('tabla', '=', 'informes')
    .where('registro_id', '=', id)
    .orderBy('id')
    .execute();

async function unchanged(id: number, estado: string, call: () => Promise<{ status: number; body: unknown }>) {
  const audits = await countRows(t.db, 'auditoria');
  const res = await call();
  assert.equal((await api.get<InformeDetalle>(`/api/v1/informes/${id}`, { token: admin })).body.estado, estado, 'status unchanged');
  assert.equal(await countRows(t.db, 'auditoria'), audits, 'no audit row');
  return res;
}

describe('administrator', () => {
  test('pendiente → en_progreso → completado; each change has its audit row and history entry', async () => {
    const informe = await nuevo();
    const a = await cambiarEstado(api, admin, informe.id, 'en_progreso');
    assert.equal(a.status, 200, a.text);
    assert.equal(a.body.estado, 'en_progreso');
    const b = await cambiarEstado(api, admin, informe.id, 'completado', 'Instalación verificada');
    assert.equal(b.body.estado, 'completado');
    assert.deepEqual(
      b.body.historial.map((h) => [h.usuario, h.estado_anterior, h.estado_nuevo, h.comentario]),
      [
        ['admin', 'pendiente', 'en_progreso', null],
        ['admin', 'en_progreso', 'completado', 'Instalación verificada'],
      ],
    );
    const rows = (await auditRows(informe.id)).slice(1);
    assert.deepEqual(rows, [
      {
        usuario: 'admin',
        accion: 'ACTUALIZAR',
        detalles: `Informe #${informe.id}: estado Pendiente → En Progreso.`,
        datos: { estado_anterior: 'pendiente', estado_nuevo: 'en_progreso', comentario: null },
      },
      {
        usuario: 'admin',
        accion: 'ACTUALIZAR',
        detalles: `Informe #${informe.id}: estado En Progreso → Completado. Comentario: Instalación verificada`,
        datos: { estado_anterior: 'en_progreso', estado_nuevo: 'completado', comentario: 'Instalación verificada' },
      },
    ]);
  });

  test('cancelling needs a comment (400), from pendiente and from en_progreso', async () => {
    for (const desde of ['pendiente', 'en_progreso'] as const) {
      const informe = await nuevo();
      if (desde === 'en_progreso') await cambiarEstado(api, admin, informe.id, 'en_progreso');
      for (const comentario of [undefined, '', '   ']) {
        const res = await unchanged(informe.id, desde, () => cambiarEstado(api, admin, informe.id, 'cancelado', comentario));
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, { error: 'comentario_requerido', message: 'El comentario es obligatorio para cancelar el informe' });
      }
      const ok = await cambiarEstado(api, admin, informe.id, 'cancelado', '  El cliente retiró la pauta  ');
      assert.equal(ok.status, 200);
      assert.equal(ok.body.historial.at(-1)?.comentario, 'El cliente retiró la pauta', 'comment trimmed');
    }
  });

  test('reopening a completed or cancelled report: administrators only, with a comment', async () => {
    const informe = await nuevo();
    await cambiarEstado(api, admin, informe.id, 'cancelado', 'Error de carga');
    const noComment = await cambiarEstado(api, admin, informe.id, 'en_progreso');
    assert.deepEqual(noComment.body, { error: 'comentario_requerido', message: 'El comentario es obligatorio para reabrir el informe' });
    const reopened = await cambiarEstado(api, admin, informe.id, 'en_progreso', 'Se canceló por error');
    assert.equal(reopened.body.estado, 'en_progreso');
    await cambiarEstado(api, admin, informe.id, 'completado');
    assert.equal((await cambiarEstado(api, admin, informe.id, 'en_progreso', 'Faltó una foto')).status, 200);
  });

  test('a change that is not in the table is 409 transicion_no_permitida naming both states', async () => {
    const informe = await nuevo();
    const cases: Array<[string, string, string]> = [
      ['pendiente', 'completado', 'No se puede cambiar el estado de "Pendiente" a "Completado"'],
      ['pendiente', 'pendiente', 'No se puede cambiar el estado de "Pendiente" a "Pendiente"'],
    ];
    for (const [, a, message] of cases) {
      const res = await unchanged(informe.id, 'pendiente', () => cambiarEstado(api, admin, informe.id, a, 'comentario'));
      assert.deepEqual([res.status, res.body], [409, { error: 'transicion_no_permitida', message }]);
    }
    await cambiarEstado(api, admin, informe.id, 'en_progreso');
    await cambiarEstado(api, admin, informe.id, 'completado');
    for (const [a, label] of [
      ['pendiente', 'Pendiente'],
      ['cancelado', 'Cancelado'],
    ]) {
      const res = await unchanged(informe.id, 'completado', () => cambiarEstado(api, admin, informe.id, a, 'comentario'));
      assert.deepEqual(
        [res.status, res.body],
        [409, { error: 'transicion_no_permitida', message: `No se puede cambiar el estado de "Completado" a "${label}"` }],
      );
    }
  });

  test('an unknown status is 400 naming the allowed values; a missing report 404', async () => {
    const informe = await nuevo();
    const res = await cambiarEstado(api, admin, informe.id, 'archivado');
    assert.deepEqual(
      [res.status, res.body],
      [400, { error: 'validacion', message: 'El estado debe ser uno de: pendiente, en_progreso, completado, cancelado' }],
    );
    const missing = await api.patch('/api/v1/informes/1/estado', { token: admin, json: {} });
    assert.deepEqual(missing.body, { error: 'validacion', message: 'El estado es requerido' });
    assert.equal((await cambiarEstado(api, admin, 2_000_000_000, 'en_progreso')).status, 404);
    const long = await cambiarEstado(api, admin, informe.id, 'cancelado', 'x'.repeat(501));
    assert.deepEqual(long.body, { error: 'validacion', message: 'El comentario supera 500 caracteres' });
  });

  test('two concurrent changes of the same report: one wins, the other is judged against it (409)', async () => {
    const informe = await nuevo();
    const results = await Promise.all([cambiarEstado(api, admin, informe.id, 'en_progreso'), cambiarEstado(api, admin, informe.id, 'en_progreso')]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const { body } = await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: admin });
    assert.equal(body.historial.length, 1);
  });
});

describe('provider and client users', () => {
  test('a provider user moves its provider reports forward: pendiente → en_progreso → completado', async () => {
    const informe = await nuevo();
    assert.equal((await cambiarEstado(api, proveedor, informe.id, 'en_progreso')).status, 200);
    const done = await cambiarEstado(api, proveedor, informe.id, 'completado', 'Listo');
    assert.equal(done.status, 200);
    assert.deepEqual(
      done.body.historial.map((h) => h.usuario),
      ['proveedor', 'proveedor'],
    );
  });

  test('a provider user may not cancel or reopen: 403 naming both states', async () => {
    const informe = await nuevo();
    const cancel = await unchanged(informe.id, 'pendiente', () => cambiarEstado(api, proveedor, informe.id, 'cancelado', 'No puedo'));
    assert.deepEqual(
      [cancel.status, cancel.body],
      [403, { error: 'sin_permiso', message: 'No tienes permiso para cambiar el estado de "Pendiente" a "Cancelado"' }],
    );
    await cambiarEstado(api, admin, informe.id, 'en_progreso');
    await cambiarEstado(api, admin, informe.id, 'completado');
    const reopen = await unchanged(informe.id, 'completado', () => cambiarEstado(api, proveedor, informe.id, 'en_progreso', 'Reabrir'));
    assert.deepEqual(
      [reopen.status, reopen.body],
      [403, { error: 'sin_permiso', message: 'No tienes permiso para cambiar el estado de "Completado" a "En Progreso"' }],
    );
  });

  test('another provider report is 404 for a provider user; a client user may change nothing (403)', async () => {
    const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
    const res = await unchanged(ajeno.id, 'pendiente', () => cambiarEstado(api, proveedor, ajeno.id, 'en_progreso'));
    assert.deepEqual([res.status, res.body], [404, { error: 'no_encontrado', message: 'Informe no encontrado' }]);
    const own = await nuevo();
    assert.equal(own.cliente_id, refs.ownCliente, 'a report the client user can read');
    const byClient = await unchanged(own.id, 'pendiente', () => cambiarEstado(api, cliente, own.id, 'en_progreso'));
    assert.deepEqual([byClient.status, byClient.body], [403, { error: 'sin_permiso', message: 'No tienes permiso para realizar esta acción' }]);
    assert.equal((await api.get(`/api/v1/informes/${own.id}`, { token: cliente })).status, 200, 'but reads it');
  });
});
