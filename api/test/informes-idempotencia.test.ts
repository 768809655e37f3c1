import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { InformeDetalle } from 'shared/contracts';
import { sweepIdempotencyKeys } from '../src/platform/http/idempotency';
import { countRows } from './helpers/catalog';
import { client } from './helpers/http';
import { countInformesWhere, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { usingPostgres, type TestApp } from './helpers/test-app';

/** POST /informes with Idempotency-Key (docs/decisions/idempotency.md): exactly one report per key and user. */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let refs: InformeRefs;

const BASE = '/api/v1/informes';

before(async () => {
  ({ t, api, admin, proveedor, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const post = (json: unknown, key: string | null, token = proveedor) =>
  api.post<InformeDetalle>(BASE, { token, json, headers: key === null ? {} : { 'idempotency-key': key } });
const conCampana = (campana: string) => countInformesWhere(t.db, sql`campana = ${campana}`);
const auditsOf = async (id: number) =>
  (await t.db.selectFrom('auditoria').select('accion').where('tabla', '=', 'informes').where('registro_id', '=', id).execute()).map((r) => r.accion);

describe('POST /informes with Idempotency-Key', () => {
  test('the same key and body answers the report already created: same id, 201, the report as it is now, Idempotency-Replayed', async () => {
    const key = randomUUID();
    const body = informeBody(refs, { campana: 'Idem repetido' });
    const first = await post(body, key);
    assert.equal(first.status, 201, first.text);
    assert.equal(first.headers.get('idempotency-replayed'), null);
    // The body normalised the same way (trimmed text, fields in another order, an absent optional = null) is the same request.
    const reordered = Object.fromEntries(Object.entries({ ...body, campana: '  Idem repetido ' }).reverse());
    delete (reordered as Record<string, unknown>).fecha_recepcion;
    const again = await post(reordered, key);
    assert.equal(again.status, 201, again.text);
    assert.equal(again.headers.get('idempotency-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    // The report as it is now: an edit made since shows in the replay.
    assert.equal((await api.patch(`${BASE}/${first.body.id}`, { token: proveedor, json: { informe_incidencias: 'editado' } })).status, 200);
    const third = await post(body, key);
    assert.equal(third.body.id, first.body.id);
    assert.equal(third.body.informe_incidencias, 'editado');
    assert.equal(await conCampana('Idem repetido'), 1);
    assert.deepEqual(await auditsOf(first.body.id), ['CREAR', 'ACTUALIZAR'], 'one CREAR audit row, none for the replays');
  });

  test(`requests with one key at the same moment create exactly one report${usingPostgres() ? ' (PostgreSQL: truly concurrent transactions)' : ''}`, async () => {
    const key = randomUUID();
    const body = informeBody(refs, { campana: 'Idem a la vez' });
    const audits = await countRows(t.db, 'auditoria');
    const results = await Promise.all(Array.from({ length: 6 }, () => post(body, key)));
    assert.deepEqual(
      results.map((r) => r.status),
      [201, 201, 201, 201, 201, 201],
      results.map((r) => r.text).join('\n'),
    );
    assert.equal(new Set(results.map((r) => r.body.id)).size, 1, 'one id for all');
    assert.equal(results.filter((r) => r.headers.get('idempotency-replayed') === 'true').length, 5);
    assert.equal(await conCampana('Idem a la vez'), 1);
    assert.equal(await countRows(t.db, 'auditoria'), audits + 1, 'one audit row');
  });

  test('the same key with another body is 422 clave_idempotencia_reutilizada, and writes nothing', async () => {
    const key = randomUUID();
    assert.equal((await post(informeBody(refs, { campana: 'Idem original' }), key)).status, 201);
    const [informes, audits] = [await countRows(t.db, 'informes'), await countRows(t.db, 'auditoria')];
    const other = await api.post(BASE, { token: proveedor, json: informeBody(refs, { campana: 'Idem otra' }), headers: { 'idempotency-key': key } });
    assert.equal(other.status, 422);
    assert.equal(other.body.error, 'clave_idempotencia_reutilizada');
    assert.match(other.body.message, /ya se usó para enviar otros datos/);
    assert.equal(await countRows(t.db, 'informes'), informes);
    assert.equal(await countRows(t.db, 'auditoria'), audits);
  });

  test("keys are per user: another user's same key creates that user's own report", async () => {
    const key = randomUUID();
    const mine = await post(informeBody(refs, { campana: 'Idem por usuario' }), key);
    const theirs = await post(informeBody(refs, { campana: 'Idem por usuario' }), key, admin);
    assert.deepEqual([mine.status, theirs.status], [201, 201]);
    assert.notEqual(theirs.body.id, mine.body.id);
    assert.equal(theirs.headers.get('idempotency-replayed'), null);
    assert.equal(theirs.body.autor?.usuario, 'admin');
    assert.equal(await conCampana('Idem por usuario'), 2);
  });

  test('a report deleted since: its key answers 404 like the report', async () => {
    const key = randomUUID();
    const body = informeBody(refs, { campana: 'Idem borrado' });
    const first = await post(body, key);
    assert.equal((await api.request('DELETE', `${BASE}/${first.body.id}`, { token: proveedor })).status, 200);
    const again = await post(body, key);
    assert.deepEqual([again.status, again.body], [404, { error: 'no_encontrado', message: 'Informe no encontrado' }]);
    assert.equal(await conCampana('Idem borrado'), 0);
  });

  test('a refused body does not use the key up: corrected, the same key creates the report', async () => {
    const key = randomUUID();
    const refused = await post(informeBody(refs, { campana: 'Idem corregido', fecha: '2999-01-01' }), key);
    assert.equal(refused.status, 400);
    const fixed = await post(informeBody(refs, { campana: 'Idem corregido' }), key);
    assert.equal(fixed.status, 201, fixed.text);
    assert.equal(fixed.headers.get('idempotency-replayed'), null);
  });

  test('a malformed key is 400 clave_idempotencia_invalida; without a key every request creates a report (as before)', async () => {
    for (const bad of ['', 'x'.repeat(256), 'con espacio', 'acentuó', 'a/b']) {
      const res = await post(informeBody(refs, { campana: 'Idem mala clave' }), bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.deepEqual(res.body, {
        error: 'clave_idempotencia_invalida',
        message: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres: letras sin tilde, cifras, "_", ".", ":" o "-"',
      });
    }
    assert.equal((await post(informeBody(refs, { campana: 'Idem mala clave' }), 'A-z_0.9:' + 'k'.repeat(247))).status, 201);
    const body = informeBody(refs, { campana: 'Idem sin clave' });
    const [a, b] = [await post(body, null), await post(body, null)];
    assert.deepEqual([a.status, b.status], [201, 201]);
    assert.notEqual(a.body.id, b.body.id);
    assert.equal(await conCampana('Idem sin clave'), 2);
  });

  test('keys expire after 7 days: an expired key is a new one, and the sweep removes expired keys only', async () => {
    const key = randomUUID();
    const body = informeBody(refs, { campana: 'Idem caducado' });
    const first = await post(body, key);
    const row = await t.db.selectFrom('claves_idempotencia').select(['creado_at', 'expira_at']).where('clave', '=', key).executeTakeFirstOrThrow();
    const days = (Date.parse(row.expira_at) - Date.parse(row.creado_at)) / 86_400_000;
    assert.ok(Math.abs(days - 7) < 0.001, `${days} days`);
    await sql`update claves_idempotencia set expira_at = now() - interval '1 second' where clave = ${key}`.execute(t.db);
    const second = await post(body, key);
    assert.equal(second.status, 201);
    assert.notEqual(second.body.id, first.body.id, 'a new report: the old key had expired');
    assert.equal(second.headers.get('idempotency-replayed'), null);

    const kept = randomUUID();
    assert.equal((await post(informeBody(refs, { campana: 'Idem vigente' }), kept)).status, 201);
    await sql`update claves_idempotencia set expira_at = now() - interval '1 minute' where clave = ${key}`.execute(t.db);
    const removed = await sweepIdempotencyKeys(t.db);
    assert.ok(removed >= 1);
    const left = (await t.db.selectFrom('claves_idempotencia').select('clave').where('clave', 'in', [key, kept]).execute()).map((r) => r.clave);
    assert.deepEqual(left, [kept]);
  });
});
