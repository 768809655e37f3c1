// The data of the sites-and-campaigns benches (issues 36 and 37; docs/decisions/sitios-campanas.md): 2 000 sites spread
// over real DANE municipalities, 50 campaigns of 40 lines over the demo clients with their checks, and 20 000 reports
// each answering a check inside its window. Written in bulk SQL through the API's own db layer (lib/database.mjs).
// sitios-campanas.mjs and sitios-mapa.mjs use it as is; cumplimiento.mjs gives one campaign 400 lines and adds photos.
import { fromRoot } from '../../lib/paths.mjs';

export const SITES = 2_000;
export const CAMPAIGNS = 50;
export const LINES_PER_CAMPAIGN = 40;
export const REPORTS = 20_000;

/** The ten municipalities that get 40 % of the sites (DANE codes): Bogotá, Medellín, Cali, Barranquilla, … */
const BIG_CITIES = ['11001', '05001', '76001', '08001', '13001', '68001', '66001', '17001', '54001', '73001'];

/**
 * Sites, campaigns, lines, checks and reports (see the header of sitios-campanas.mjs), then VACUUM ANALYZE. With
 * `campanaGrande` (a number of lines), one running campaign of the demo client gets that many lines; its id is returned
 * (else null).
 */
export async function seedSitiosCampanas(db, sql, { campanaGrande = 0 } = {}) {
  const { ventanasDeLinea } = await import(fromRoot('shared/src/contracts/campanas-reglas.ts'));
  const { bogotaDate } = await import(fromRoot('api/src/platform/time-zone.ts'));
  const hoy = bogotaDate(new Date());
  let t0 = performance.now();
  let grande = null;
  await db.transaction().execute(async (trx) => {
    await sql`select setseed(0.36)`.execute(trx);
    // Sites: 40 % in ten big cities, the rest spread over every municipality with a DANE point; within ~1 km of it.
    await sql`
      with l as (select array_agg(id order by codigo_dane) as a, array_agg(provincia_id order by codigo_dane) as p,
                        array_agg(latitud order by codigo_dane) as la, array_agg(longitud order by codigo_dane) as lo,
                        array_agg(nombre order by codigo_dane) as n
                 from localidades where latitud is not null),
           big as (select array_agg(id order by codigo_dane) as a from localidades where codigo_dane = any(${BIG_CITIES})),
           pv as (select array_agg(id order by id) as a from proveedores),
           g as (
             select i, case when i % 5 < 2 then array_position(l.a, big.a[1 + (i / 5) % cardinality(big.a)])
                            else 1 + (i * 7919) % cardinality(l.a) end as k
             from generate_series(1, ${SITES}::int) as i, l, big)
      insert into sitios (codigo, nombre, tipo, direccion, provincia_id, localidad_id, latitud, longitud, radio_m, proveedor_id, activo, notas)
      select 'BEN-' || lpad(g.i::text, 5, '0'),
        (array['Valla','Mupi','Pantalla','Tienda','Punto'])[1 + g.i % 5] || ' ' || l.n[g.k] || ' ' || g.i,
        (array['valla','mupi','pantalla_digital','punto_de_venta','otro'])[1 + g.i % 5],
        (array['Calle','Carrera','Avenida','Diagonal','Transversal'])[1 + g.i % 5] || ' ' || (1 + g.i % 120) || ' # ' || (1 + g.i % 80) || '-' || (1 + g.i % 60),
        l.p[g.k], l.a[g.k],
        round((l.la[g.k] + (random() - 0.5) * 0.018)::numeric, 6),
        round((l.lo[g.k] + (random() - 0.5) * 0.018)::numeric, 6),
        (array[100, 150, 150, 200, 300])[1 + g.i % 5],
        case when g.i % 10 = 0 then null else pv.a[1 + g.i % cardinality(pv.a)] end,
        g.i % 25 <> 0,
        case when g.i % 7 = 0 then 'Iluminada; revisar soporte ' || g.i end
      from g, l, pv`.execute(trx);
    // The demo's own campaigns (SEED_DEMO) already have their lines and checks: only the bench's get lines, checks and
    // reports below.
    const antes = Number((await sql`select coalesce(max(id), 0)::int as n from campanas`.execute(trx)).rows[0].n);
    // Campaigns: five per demo client (clients in id order), starting from 150 days ago to 46 days ahead, 45–90 days
    // long: finished, running and planned ones; one cancelled.
    await sql`
      with c as (select array_agg(id order by id) as a from clientes),
           g as (select i, (${hoy}::date - 150 + i * 4) as inicio from generate_series(0, ${CAMPAIGNS - 1}::int) as i)
      insert into campanas (cliente_id, nombre, descripcion, fecha_inicio, fecha_fin, cancelada_at, motivo_cancelacion)
      select c.a[1 + g.i % cardinality(c.a)],
        (array['Verano','Navidad','Regreso a clases','Día de la madre','Aniversario','Lanzamiento','Temporada'])[1 + g.i % 7] || ' ' || (2025 + g.i / 25) || ' #' || g.i,
        'Campaña de prueba de carga ' || g.i,
        g.inicio, g.inicio + 45 + (g.i % 4) * 15,
        case when g.i = 7 then now() end, case when g.i = 7 then 'El cliente aplazó la campaña' end
      from g, c`.execute(trx);
    // With `campanaGrande`: the demo client's running campaign that started first (still a week to go) gets that many
    // lines instead of 40 (issue 37's "campaigns of up to 400 lines").
    grande = campanaGrande
      ? (
          await sql`select ca.id from campanas ca join usuarios u on u.cliente_id = ca.cliente_id and u.usuario = 'cliente'
            where ca.id > ${antes} and ca.cancelada_at is null and ca.fecha_inicio <= ${hoy}::date and ca.fecha_fin >= ${hoy}::date + 7
            order by ca.fecha_inicio, ca.id limit 1`.execute(trx)
        ).rows[0]?.id
      : null;
    if (campanaGrande && !grande) throw new Error('ninguna campaña en curso del cliente demo para las líneas de la campaña grande');
    // Lines: 40 active sites per campaign (distinct: 41·k mod n never repeats for k < n, 41 and n coprime), the
    // provider one of those assigned to the campaign's client (any provider when none is), a service, and varied rules.
    await sql`
      with s as (select array_agg(id order by id) as a from sitios where activo),
           sv as (select array_agg(id order by id) as a from servicios where activo),
           ca as (select id, row_number() over (order by id) as n,
                    coalesce((select array_agg(a.proveedor_id order by a.proveedor_id) from asignaciones a where a.cliente_id = campanas.cliente_id),
                             (select array_agg(id order by id) from proveedores)) as pv
                  from campanas where id > ${antes}),
           g as (select k from generate_series(0, ${Math.max(LINES_PER_CAMPAIGN, campanaGrande) - 1}::int) as k)
      insert into campana_lineas (campana_id, sitio_id, proveedor_id, servicio_id, instalacion_dias, verificacion_cada_dias, retiro_dias)
      select ca.id, s.a[1 + ((ca.n * 97 + g.k * 41) % cardinality(s.a))], ca.pv[1 + g.k % cardinality(ca.pv)],
        sv.a[1 + (ca.n + g.k) % cardinality(sv.a)], (array[3, 5, 7])[1 + g.k % 3],
        (array[7, 14, null, 30])[1 + g.k % 4], case when g.k % 3 = 0 then null else 5 end
      from ca, g, s, sv
      where g.k < case when ca.id = ${grande ?? 0}::int then ${campanaGrande}::int else ${LINES_PER_CAMPAIGN}::int end
      on conflict (campana_id, sitio_id) do nothing`.execute(trx);
    // Checks: exactly the windows the API writes for each line (shared/contracts ventanasDeLinea).
    const lineas = (
      await sql`select cl.id, cl.instalacion_dias, cl.verificacion_cada_dias, cl.retiro_dias,
          ca.fecha_inicio::text as fecha_inicio, ca.fecha_fin::text as fecha_fin
        from campana_lineas cl join campanas ca on ca.id = cl.campana_id where ca.id > ${antes} order by cl.id`.execute(trx)
    ).rows;
    const controles = lineas.flatMap((l) => ventanasDeLinea(l, l).map((v) => ({ linea_id: l.id, ...v })));
    for (let i = 0; i < controles.length; i += 5000) {
      await sql`
        insert into campana_controles (linea_id, tipo, numero, desde, hasta)
        select linea_id, tipo, numero, desde, hasta
        from jsonb_to_recordset(${JSON.stringify(controles.slice(i, i + 5000))}::jsonb)
          as x(linea_id int, tipo text, numero int, desde date, hasta date)`.execute(trx);
    }
    // Reports: the compliance trigger (migration 021) recounts a check per row inserted; in bulk, its plan (made while
    // the table was nearly empty) scans every report each time. It is set aside here and every check recounted once
    // afterwards with the very same function, which leaves the same counts.
    await sql`alter table informes disable trigger informes_cumplimiento`.execute(trx);
    // Reports: created at hh:mm:30, never at a demo report's whole minute — the demo's evidence step (photos,
    // conversations: api/src/modules/demo/seed-fotos.ts, at the product's first start) finds its reports by that instant.
    // Reports: each answers a check already open (its window started by today), dated inside its window and not after
    // today; client, provider, service and place those of its line and site; the free text the campaign's name.
    await sql`
      with cc as (
             select cc.id, cc.desde, least(cc.hasta, ${hoy}::date) as hasta, row_number() over (order by cc.id) as n
             from campana_controles cc join campana_lineas cl on cl.id = cc.linea_id
             where cc.desde <= ${hoy}::date and cl.campana_id > ${antes}),
           total as (select count(*) as n from cc),
           g as (select i, random() as r from generate_series(1, ${REPORTS}::int) as i),
           x as (
             select g.i, g.r, cc.id as control_id, cc.desde + (g.i % (cc.hasta - cc.desde + 1)) as fecha
             from g, total, cc where cc.n = 1 + (g.i * 7) % total.n)
      insert into informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, descripcion, fecha,
                            fecha_recepcion, estado, ubicacion_lugar, creado_at, actualizado_at, campana_id, sitio_id, control_id)
      select cl.servicio_id, ca.cliente_id, cl.proveedor_id, s.provincia_id, s.localidad_id, ca.nombre,
        (array['Instalación','Verificación','Retiro'])[1 + x.i % 3] || ' en ' || s.nombre,
        x.fecha, case when x.r < 0.5 then x.fecha + 1 end,
        case when x.r < 0.15 then 'pendiente' when x.r < 0.3 then 'en_progreso' when x.r < 0.95 then 'completado' else 'cancelado' end,
        s.nombre || ', ' || coalesce(s.direccion, ''),
        x.fecha + time '10:00:30' + make_interval(mins => x.i % 600), x.fecha + time '10:00:30' + make_interval(mins => x.i % 600),
        ca.id, s.id, x.control_id
      from x
      join campana_controles c on c.id = x.control_id
      join campana_lineas cl on cl.id = c.linea_id
      join campanas ca on ca.id = cl.campana_id
      join sitios s on s.id = cl.sitio_id`.execute(trx);
    await sql`alter table informes enable trigger informes_cumplimiento`.execute(trx);
    await sql`analyze informes`.execute(trx);
    await sql`select count(*) from (select control_recalcular(id) from campana_controles) as recuento`.execute(trx);
  });
  console.log(`  sitios, campañas, líneas, controles e informes insertados: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`  VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return grande;
}
