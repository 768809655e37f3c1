import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { catalogMoment, DAY_MS, pastMoment, planDemoInformes } from '../src/modules/demo/timeline';
import { bogotaDate } from '../src/platform/time-zone';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Demo data is never dated after the moment it is seeded (issue 7): at any hour, on any day — month and
 * year ends, and the evening hours when Bogotá (UTC−5) is still on the previous day of UTC.
 */

/** Clocks to check: every 20 minutes over two days around a month end, a year end and a leap day. */
function clocks(): Date[] {
  const starts = ['2026-11-29T00:00:00-05:00', '2026-12-30T00:00:00-05:00', '2028-02-28T00:00:00-05:00', '2026-03-14T12:00:00Z'];
  const out: Date[] = [];
  for (const s of starts) for (let m = 0; m < 3 * 24 * 60; m += 20) out.push(new Date(Date.parse(s) + m * 60_000));
  return out;
}

describe('demo timeline (pure, clock given)', () => {
  test('pastMoment: hh:mm Bogotá of an earlier day, or the day before when that is still ahead', () => {
    // 2026-11-23 10:00 Bogotá: 08:30 today has passed, 17:00 today has not.
    const now = new Date('2026-11-23T10:00:00-05:00');
    assert.equal(pastMoment(now, 0, 8, 30).toISOString(), '2026-11-23T13:30:00.000Z');
    assert.equal(pastMoment(now, 0, 17, 0).toISOString(), '2026-11-22T22:00:00.000Z');
    // 21:00 Bogotá is already the next day in UTC; "today" is still the Bogotá day.
    const evening = new Date('2026-12-31T21:00:00-05:00');
    assert.equal(bogotaDate(evening), '2026-12-31');
    assert.equal(pastMoment(evening, 0, 17, 0).toISOString(), '2026-12-31T22:00:00.000Z');
    assert.equal(pastMoment(evening, 1, 9, 0).toISOString(), '2026-12-30T14:00:00.000Z');
  });

  test('at every clock: reports, their status changes and dates are not after the seeding moment', () => {
    for (const now of clocks()) {
      const today = bogotaDate(now);
      const at = now.toISOString();
      const plans = planDemoInformes(now);
      assert.equal(plans.length, 60);
      for (const p of plans) {
        assert.ok(p.creado_at < now, `${at}: creado_at ${p.creado_at.toISOString()}`);
        assert.ok(p.actualizado_at >= p.creado_at && p.actualizado_at < now, `${at}: actualizado_at`);
        assert.ok(p.fecha <= today, `${at}: fecha ${p.fecha} > ${today}`);
        assert.ok(p.fecha <= bogotaDate(p.creado_at), `${at}: field work before the report is entered`);
        if (p.fecha_recepcion !== null) {
          assert.ok(p.fecha_recepcion <= today && p.fecha_recepcion >= p.fecha, `${at}: fecha_recepcion ${p.fecha_recepcion}`);
        }
        let previous = p.creado_at;
        let estado = 'pendiente';
        for (const t of p.transiciones) {
          assert.equal(t.de, estado);
          assert.ok(t.at > previous && t.at < now, `${at}: transition ${t.de} → ${t.a} in order and in the past`);
          previous = t.at;
          estado = t.a;
        }
        assert.equal(estado, p.estado, 'the transitions end in the report state');
      }
      for (let i = 0; i < 40; i++) assert.ok(catalogMoment(now, i) < now);
    }
  });

  test('spread over the past weeks in office hours, the same set at any clock', () => {
    const now = new Date('2026-11-23T00:30:00-05:00');
    const plans = planDemoInformes(now);
    const days = new Set(plans.map((p) => bogotaDate(p.creado_at)));
    assert.ok(days.size >= 30, `${days.size} distinct days`);
    assert.ok(
      plans.some((p) => now.getTime() - p.creado_at.getTime() < 7 * DAY_MS),
      'recent activity in the last week',
    );
    assert.ok(
      plans.some((p) => now.getTime() - p.creado_at.getTime() > 90 * DAY_MS),
      'older activity too',
    );
    for (const p of plans) {
      const hour = Number(new Date(p.creado_at.getTime() - 5 * 3_600_000).toISOString().slice(11, 13));
      assert.ok(hour >= 8 && hour < 18, `created at ${hour}h Bogotá`);
    }
    const states = new Set(plans.map((p) => p.estado));
    assert.deepEqual([...states].sort(), ['cancelado', 'completado', 'en_progreso', 'pendiente']);
    // Deterministic: the same campaigns and states at another hour.
    const later = planDemoInformes(new Date('2026-11-23T23:59:00-05:00'));
    assert.deepEqual(later.map((p) => p.estado).sort(), plans.map((p) => p.estado).sort());
  });
});

describe('seeded database', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t?.close());

  test('no date or timestamp column of any table holds a value after the demo seeding moment', async () => {
    // The rows are seeded at one moment ('demo'); the photos' step ('demo-fotos', after the modules' setup) dates what
    // people did before it, and only the server's own bookkeeping (when it read a photo, computed a flag, opened a
    // conversation, queued a live event) at the moment it ran, before the step ended.
    const markers = await t.db.selectFrom('seed_marcas').select(['nombre', 'aplicado_at']).where('nombre', 'like', 'demo%').execute();
    assert.deepEqual(markers.map((m) => m.nombre).sort(), ['demo', 'demo-fotos']);
    const seededAt = new Date(markers.find((m) => m.nombre === 'demo-fotos')!.aplicado_at);
    const historyAt = new Date(markers.find((m) => m.nombre === 'demo')!.aplicado_at);
    const history = [
      ['informe_archivos', 'creado_at'],
      ['informe_archivo_alertas', 'revisada_at'],
      ['informes', 'aceptado_at'],
      ['informes', 'actualizado_at'],
      ['mensajes', 'creado_at'],
      ['auditoria', 'creado_at'],
      ['sitios', 'actualizado_at'],
    ] as const;
    for (const [table, column] of history) {
      const { max } = (await sql<{ max: string | null }>`select max(${sql.ref(column)})::text as max from ${sql.table(table)}`.execute(t.db)).rows[0];
      assert.ok(max !== null && new Date(max.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')) <= historyAt, `${table}.${column} = ${max}`);
    }
    const columns = (
      await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
        order by table_name, column_name`.execute(t.db)
    ).rows;
    assert.ok(columns.length >= 15, `date columns found: ${columns.length}`);
    // A campaign's dates and its checks' windows are its plan, not something that happened: a running campaign ends,
    // and a planned one starts, after today.
    const plan = new Set(['campanas.fecha_inicio', 'campanas.fecha_fin', 'campana_controles.desde', 'campana_controles.hasta']);
    let checked = 0;
    for (const c of columns) {
      if (plan.has(`${c.table_name}.${c.column_name}`)) continue;
      const q = sql<{ max: string | null; n: number }>`select max(${sql.ref(c.column_name)})::text as max, count(${sql.ref(c.column_name)})::int as n
        from ${sql.table(c.table_name)}`;
      const { max, n } = (await q.execute(t.db)).rows[0];
      if (max === null) continue;
      checked += n;
      if (c.data_type === 'date') {
        assert.ok(max <= bogotaDate(seededAt), `${c.table_name}.${c.column_name} = ${max} is after ${bogotaDate(seededAt)} (Bogotá)`);
      } else {
        const value = new Date(max.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
        assert.ok(value <= seededAt, `${c.table_name}.${c.column_name} = ${max} is after the seeding moment ${seededAt.toISOString()}`);
      }
    }
    assert.ok(checked > 400, `values checked: ${checked}`);
  });

  test('the newest audit event is older than anything a user does now', async () => {
    const newest = await t.db.selectFrom('auditoria').select('creado_at').orderBy('creado_at', 'desc').limit(1).executeTakeFirstOrThrow();
    assert.ok(new Date(newest.creado_at).getTime() < Date.now());
  });
});
