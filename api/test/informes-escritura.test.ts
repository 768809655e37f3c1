import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { InformeDetalle } from 'shared/contracts';
import { sweepDeletedArchivos as barrerArchivosBorrados } from '../src/modules/fotos/archivos/photo-files';
import { countRows, lastAuditOf } from './helpers/catalog';
import { client } from './helpers/http';
import { agregarArchivos, bogotaDay, cambiarEstado, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/** POST /informes, PATCH /informes/:id, DELETE /informes/:id: validation, references, roles, audit rows, files. */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;

const BASE = '/api/v1/informes';

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const post = (json: unknown, token = admin) => api.post(BASE, { token, json });
const patch = (id: number, json: unknown, token = admin) => api.patch<InformeDetalle>(`${BASE}/${id}`, { token, json });
const del = (id: number, token = admin) => api.request('DELETE', `${BASE}/${id}`, { token });
const lastAudit = (id: number) => lastAuditOf(t.db, 'informes', id);

/** Runs `call` and checks that it changed neither reports nor audit rows. */
async function nothingWritten<T>(call: () => Promise<T>): Promise<T> {
  const [informes, audits] = [await countRows(t.db, 'informes'), await countRows(t.db, 'auditoria')];
  const out = await call();
  assert.equal(await countRows(t.db, 'informes'), informes, 'no report written');
  assert.equal(await countRows(t.db, 'auditoria'), audits, 'no audit row written');
  return out;
}

describe('POST /informes', () => {
  test('admin: 201 with the report; campaña trimmed, descripción and ubicación derived, pendiente, author, audit row', async () => {
    const res = await post({ ...informeBody(refs), campana: '  Verano Zq  ', informe_incidencias: '   ' });
    assert.equal(res.status, 201, res.text);
    const d = res.body as InformeDetalle;
    assert.equal(d.campana, 'Verano Zq');
    assert.equal(d.informe_incidencias, null, 'blank optional text is null');
    assert.equal(d.estado, 'pendiente');
    assert.equal(d.descripcion, `${d.servicio_nombre} en ${d.localidad_nombre}`);
    assert.equal(d.ubicacion_lugar, `${d.localidad_nombre}, ${d.provincia_nombre}`);
    assert.equal(d.autor?.usuario, 'admin');
    assert.deepEqual(d.historial, []);
    assert.deepEqual([d.archivos_count, d.geo_elementos_count], [0, 0]);
    const audit = await lastAudit(d.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.equal(audit?.usuario, 'admin');
    assert.match(audit?.detalles ?? '', new RegExp(`^Informe #${d.id} creado: campaña "Verano Zq"; servicio "${d.servicio_nombre}"`));
    const read = await api.get(`${BASE}/${d.id}`, { token: admin });
    assert.deepEqual(read.body, d, 'the answer is what GET returns');
  });

  test('the docs/product-spec.md §5 message for each missing field, and nothing is written', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['servicio_id', undefined, 'Servicio es requerido'],
      ['cliente_id', null, 'Cliente es requerido'],
      ['proveedor_id', '', 'Proveedor es requerido'],
      ['provincia_id', 0, 'Provincia es requerida'],
      ['localidad_id', undefined, 'Localidad es requerida'],
      ['campana', '   ', 'Campaña es requerida'],
      ['campana', undefined, 'Campaña es requerida'],
      ['fecha', '', 'Fecha es requerida'],
    ];
    for (const [field, value, message] of cases) {
      const body: Record<string, unknown> = { ...informeBody(refs) };
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await nothingWritten(() => post(body));
      assert.equal(res.status, 400, `${field}=${JSON.stringify(value)}`);
      assert.deepEqual(res.body, { error: 'validacion', message }, `${field}=${JSON.stringify(value)}`);
    }
    const long = await post({ ...informeBody(refs), campana: 'x'.repeat(201) });
    assert.deepEqual(long.body, { error: 'validacion', message: 'Campaña supera 200 caracteres' });
    const badDate = await post({ ...informeBody(refs), fecha: '2025-13-01' });
    assert.deepEqual(badDate.body, { error: 'validacion', message: 'Fecha no válida (AAAA-MM-DD)' });
    const badType = await post({ ...informeBody(refs), servicio_id: '3' });
    assert.deepEqual(badType.body, { error: 'validacion', message: 'Servicio es requerido' }, 'JSON bodies are not coerced');
  });

  test('references: missing records, an inactive service, a locality of another province → 400 with a Spanish message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ servicio_id: 999999 }, 'servicio_inexistente', 'El servicio seleccionado no existe'],
      [{ servicio_id: refs.servicioInactivo }, 'servicio_inactivo', 'El servicio seleccionado no está activo'],
      [{ cliente_id: 999999 }, 'cliente_inexistente', 'El cliente seleccionado no existe'],
      [{ proveedor_id: 999999 }, 'proveedor_inexistente', 'El proveedor seleccionado no existe'],
      [{ provincia_id: 999999 }, 'provincia_inexistente', 'La provincia seleccionada no existe'],
      [{ localidad_id: 999999 }, 'localidad_inexistente', 'La localidad seleccionada no existe'],
      [{ localidad_id: refs.otraLocalidad }, 'localidad_fuera_de_provincia', 'La localidad no pertenece a la provincia seleccionada'],
    ];
    for (const [override, error, message] of cases) {
      const res = await nothingWritten(() => post({ ...informeBody(refs), ...override }));
      assert.equal(res.status, 400, JSON.stringify(override));
      assert.deepEqual(res.body, { error, message });
    }
  });

  test('dates: no field work after today (Bogotá); received on or after the work and not in the future', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fecha: bogotaDay(2) }, 'La fecha no puede ser posterior a hoy'],
      [{ fecha_recepcion: bogotaDay(2) }, 'La fecha de recepción no puede ser posterior a hoy'],
      [{ fecha: bogotaDay(-3), fecha_recepcion: bogotaDay(-5) }, 'La fecha de recepción no puede ser anterior a la fecha del informe'],
    ];
    for (const [override, message] of cases) {
      const res = await nothingWritten(() => post({ ...informeBody(refs), ...override }));
      assert.deepEqual(res.body, { error: 'validacion', message }, JSON.stringify(override));
    }
    const ok = await post({ ...informeBody(refs), fecha: bogotaDay(-3), fecha_recepcion: bogotaDay(-3) });
    assert.equal(ok.status, 201, 'received the same day is fine');
  });

  test('a provider user: only its provider (403) and only clients assigned to it (400)', async () => {
    const own = await post(informeBody(refs), proveedor);
    assert.equal(own.status, 201, own.text);
    assert.equal((own.body as InformeDetalle).autor?.usuario, 'proveedor');
    const other = await nothingWritten(() => post(informeBody(refs, { proveedor_id: refs.otherProveedor }), proveedor));
    assert.deepEqual([other.status, other.body], [403, { error: 'sin_permiso', message: 'Solo puedes registrar informes de tu proveedor' }]);
    const unassigned = await nothingWritten(() => post(informeBody(refs, { cliente_id: refs.unassignedCliente }), proveedor));
    assert.deepEqual(
      [unassigned.status, unassigned.body],
      [400, { error: 'asignacion_inexistente', message: 'El proveedor no está asignado a ese cliente' }],
    );
    // The administrator may register any pair.
    assert.equal((await post(informeBody(refs, { cliente_id: refs.unassignedCliente }))).status, 201);
  });

  test('a client user: only its client, with a provider assigned to it', async () => {
    const own = await post(informeBody(refs, { cliente_id: refs.ownCliente, proveedor_id: refs.clienteProveedor }), cliente);
    assert.equal(own.status, 201, own.text);
    const other = await nothingWritten(() =>
      post(informeBody(refs, { cliente_id: refs.unassignedCliente, proveedor_id: refs.clienteProveedor }), cliente),
    );
    assert.deepEqual([other.status, other.body], [403, { error: 'sin_permiso', message: 'Solo puedes registrar informes de tu cliente' }]);
  });
});

describe('PATCH /informes/:id', () => {
  test('admin edits any field of any report in any status; the audit row lists what changed', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Zqeditar' }));
    await cambiarEstado(api, admin, informe.id, 'en_progreso');
    const res = await patch(informe.id, { campana: 'Zqeditada', fecha_recepcion: bogotaDay(-1), informe_incidencias: 'Nota' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.campana, 'Zqeditada');
    assert.equal(res.body.fecha_recepcion, bogotaDay(-1));
    assert.equal(res.body.estado, 'en_progreso', 'status untouched');
    assert.ok(Date.parse(res.body.actualizado_at) >= Date.parse(informe.actualizado_at));
    const audit = await lastAudit(informe.id);
    assert.equal(audit?.accion, 'ACTUALIZAR');
    assert.equal(
      audit?.detalles,
      `Informe #${informe.id} actualizado: campaña "Zqeditar" → "Zqeditada"; fecha de recepción (vacío) → "${bogotaDay(-1)}"; incidencias (vacío) → "Nota"`,
    );
  });

  test('derived texts follow the new service and place; a text a person wrote is kept; null asks for the derived one', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs, { ubicacion_lugar: 'Esquina del parque' }));
    const otro = await t.db
      .selectFrom('servicios')
      .select(['id', 'nombre'])
      .where('activo', '=', true)
      .where('id', '!=', refs.servicioActivo)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await patch(informe.id, { servicio_id: otro.id });
    assert.equal(res.body.descripcion, `${otro.nombre} en ${informe.localidad_nombre}`);
    assert.equal(res.body.ubicacion_lugar, 'Esquina del parque');
    const reset = await patch(informe.id, { ubicacion_lugar: null });
    assert.equal(reset.body.ubicacion_lugar, `${informe.localidad_nombre}, ${informe.provincia_nombre}`);
  });

  test('the same checks as create; a required field cannot be emptied', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs));
    for (const [body, message] of [
      [{ servicio_id: null }, 'Servicio es requerido'],
      [{ campana: '  ' }, 'Campaña es requerida'],
      [{ localidad_id: refs.otraLocalidad }, 'La localidad no pertenece a la provincia seleccionada'],
      [{ servicio_id: refs.servicioInactivo }, 'El servicio seleccionado no está activo'],
      [{ fecha: bogotaDay(3) }, 'La fecha no puede ser posterior a hoy'],
    ] as const) {
      const res = await nothingWritten(() => patch(informe.id, body));
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal((res.body as unknown as { message: string }).message, message);
    }
    // A report may keep the service it had after that service is deactivated.
    await t.db.updateTable('informes').set({ servicio_id: refs.servicioInactivo }).where('id', '=', informe.id).execute();
    assert.equal((await patch(informe.id, { campana: 'Sigue con su servicio' })).status, 200);
  });

  test('the author edits while pendiente (then 409); other users in scope 403; a foreign report 404', async () => {
    const own = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Zqautor' }));
    assert.equal((await patch(own.id, { campana: 'Zqautor editado' }, proveedor)).status, 200);
    const moved = await patch(own.id, { proveedor_id: refs.otherProveedor }, proveedor);
    assert.deepEqual([moved.status, moved.body], [403, { error: 'sin_permiso', message: 'Solo puedes registrar informes de tu proveedor' }]);
    await cambiarEstado(api, proveedor, own.id, 'en_progreso');
    const late = await nothingWritten(() => patch(own.id, { campana: 'Tarde' }, proveedor));
    assert.equal(late.status, 409);
    assert.deepEqual(late.body, {
      error: 'informe_no_editable',
      message: 'Solo se pueden editar informes en estado Pendiente (este está En Progreso)',
    });

    const byAdmin = await crearInforme(api, admin, informeBody(refs));
    const notAuthor = await patch(byAdmin.id, { campana: 'No soy autor' }, proveedor);
    assert.deepEqual(
      [notAuthor.status, notAuthor.body],
      [403, { error: 'sin_permiso', message: 'Solo el autor del informe o un administrador pueden editarlo' }],
    );
    assert.equal(byAdmin.cliente_id, refs.ownCliente, 'the demo client user sees this report');
    assert.equal((await patch(byAdmin.id, { campana: 'Cliente' }, cliente)).status, 403, 'in scope, not the author');
    const foreign = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
    assert.equal((await patch(foreign.id, { campana: 'Ajeno' }, cliente)).status, 404, 'out of scope');
    assert.equal((await patch(foreign.id, { campana: 'Ajeno' }, proveedor)).status, 404, 'out of scope');

    const mine = await crearInforme(api, cliente, informeBody(refs, { cliente_id: refs.ownCliente, proveedor_id: refs.clienteProveedor }));
    assert.equal((await patch(mine.id, { campana: 'Cliente autor' }, cliente)).status, 200, 'a client edits the report it entered while pendiente');
  });
});

describe('DELETE /informes/:id', () => {
  test('admin deletes any report: 200, then 404; the audit row names it', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqborrar' }));
    await cambiarEstado(api, admin, informe.id, 'cancelado', 'Ya no va');
    const res = await del(informe.id);
    assert.deepEqual([res.status, res.body], [200, { ok: true, message: 'Informe eliminado' }]);
    assert.equal((await api.get(`${BASE}/${informe.id}`, { token: admin })).status, 404);
    const audit = await lastAudit(informe.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(
      audit?.detalles,
      `Informe #${informe.id} eliminado: campaña "Zqborrar"; cliente "${informe.cliente_nombre}"; proveedor "${informe.proveedor_nombre}"; estado Cancelado; 0 archivos`,
    );
    assert.equal((await del(informe.id)).status, 404);
  });

  test('a provider user deletes its provider reports while pendiente (409 after); a client user never (403)', async () => {
    const pendiente = await crearInforme(api, admin, informeBody(refs));
    const enCurso = await crearInforme(api, admin, informeBody(refs));
    await cambiarEstado(api, proveedor, enCurso.id, 'en_progreso');
    const denied = await nothingWritten(() => del(enCurso.id, proveedor));
    assert.deepEqual(
      [denied.status, denied.body],
      [409, { error: 'informe_no_eliminable', message: 'Solo se pueden eliminar informes en estado Pendiente (este está En Progreso)' }],
    );
    const clientDelete = await nothingWritten(() => del(pendiente.id, cliente));
    assert.deepEqual([clientDelete.status, clientDelete.body.error], [403, 'sin_permiso']);
    assert.equal((await del(pendiente.id, proveedor)).status, 200);
    assert.equal((await lastAudit(pendiente.id))?.usuario, 'proveedor');
  });

  test('files: the rows go with the report and their objects are queued in the same transaction, then swept', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs));
    const nombres = await agregarArchivos(t.db, informe.id, 3, 1);
    assert.equal((await del(informe.id)).status, 200);
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('informe_archivos')
            .select(sql<number>`count(*)`.as('n'))
            .where('informe_id', '=', informe.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      0,
    );
    assert.match((await lastAudit(informe.id))?.detalles ?? '', /; 3 archivos$/);
    // The route sweeps its queued objects right after the commit (the storage's delete is idempotent).
    const left = (await t.db.selectFrom('archivos_pendientes_borrado').select('nombre_almacenado').execute()).map((r) => r.nombre_almacenado);
    assert.deepEqual(
      left.filter((n) => nombres.includes(n)),
      [],
    );

    // The queue itself, with the sweep left to a stand-in: a report deleted by SQL queues its files.
    const otro = await crearInforme(api, admin, informeBody(refs));
    const otros = await agregarArchivos(t.db, otro.id, 3, 1);
    await t.db.deleteFrom('informes').where('id', '=', otro.id).execute();
    const queued = (await t.db.selectFrom('archivos_pendientes_borrado').select('nombre_almacenado').execute()).map((r) => r.nombre_almacenado);
    assert.deepEqual(queued.filter((n) => otros.includes(n)).sort(), [...otros].sort());

    // A stand-in for storage: the objects that exist.
    const stored = new Set([...queued, 'otro-objeto']);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('almacenamiento no disponible');
    };
    await assert.rejects(barrerArchivosBorrados(t.db, failing), /almacenamiento no disponible/);
    assert.equal(calls, 1);
    assert.equal(await countRows(t.db, 'archivos_pendientes_borrado'), queued.length, 'a failed removal keeps everything queued');
    const removed = await barrerArchivosBorrados(t.db, async (nombre) => void stored.delete(nombre), { batch: 2 });
    assert.equal(removed, queued.length);
    assert.deepEqual([...stored], ['otro-objeto'], 'only the queued objects are removed');
    assert.equal(await countRows(t.db, 'archivos_pendientes_borrado'), 0);
    assert.equal(await barrerArchivosBorrados(t.db, async () => assert.fail('nothing left to remove')), 0);
  });

  test('a rolled-back delete queues nothing: the queue is written by the same transaction', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs));
    await agregarArchivos(t.db, informe.id, 2, 0);
    const before = await countRows(t.db, 'archivos_pendientes_borrado');
    await assert.rejects(
      t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('informes').where('id', '=', informe.id).execute();
        throw new Error('fallo a mitad');
      }),
      /fallo a mitad/,
    );
    assert.equal(await countRows(t.db, 'archivos_pendientes_borrado'), before);
    assert.equal((await api.get<InformeDetalle>(`${BASE}/${informe.id}`, { token: admin })).body.archivos_count, 2);
  });
});
