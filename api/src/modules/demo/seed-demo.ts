import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { DEMO_CREDENTIALS, nombreControl, ROLE } from 'shared/contracts';
import { estadoChangeAudit } from '../informes';
import { writeAudit, type AuditActor } from '../../platform/audit/write-audit';
import { hashPassword } from '../../platform/auth/password';
import type { EstadoInforme } from 'shared/contracts';
import type { DB } from '../../platform/db/schema';
import {
  DEMO_ASIGNACIONES,
  DEMO_CAMPANAS,
  DEMO_CLIENTES,
  DEMO_COMENTARIOS_AVANCE,
  DEMO_MOTIVOS_CANCELACION,
  DEMO_PROVEEDORES,
  DEMO_SERVICIOS,
} from './data';
import { controlKey, seedCampanas } from './seed-campanas';
import { catalogMoment, planDemoInformes, type DemoTransition } from './timeline';

/**
 * The demo data set (SEED_DEMO): writes the data of ./data.ts at the times ./timeline.ts plans, with their
 * audit rows, in the caller's transaction (api/src/seed.ts runs it once).
 */
const SISTEMA: AuditActor = { id: null, usuario: 'sistema' };

/** DIAN check digit of a Colombian NIT. */
function nitCheckDigit(nit: string): number {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digits = nit.replace(/\D/g, '').split('').reverse();
  const sum = digits.reduce((s, d, i) => s + Number(d) * weights[i], 0);
  const r = sum % 11;
  return r >= 2 ? 11 - r : r;
}

export function formatNit(nit: string): string {
  return `${nit.slice(0, 3)}.${nit.slice(3, 6)}.${nit.slice(6, 9)}-${nitCheckDigit(nit)}`;
}

export async function seedDemo(trx: Transaction<DB>, options: { sitioRadioM: number }): Promise<void> {
  // The seeding moment is the database's clock, the one every `DEFAULT now()` uses: nothing the demo
  // data set writes is dated after it (docs/decisions/demo-data-time.md).
  const now = new Date((await sql<{ now: string }>`select now() as now`.execute(trx)).rows[0].now);

  const localidades = new Map(
    (await trx.selectFrom('localidades').select(['id', 'provincia_id', 'codigo_dane', 'nombre']).execute()).map((l) => [l.codigo_dane, l]),
  );
  const lugar = (codigo: string) => {
    const l = localidades.get(codigo);
    if (!l) throw new Error(`Municipio DANE ${codigo} no encontrado`);
    return l;
  };

  const audit = (tabla: string, registro_id: number, detalles: string, creado_at: Date) =>
    writeAudit(trx, { usuario: SISTEMA, accion: 'CREAR', tabla, registro_id, detalles: `Datos de demostración: ${detalles}`, creado_at });

  // Catalog rows were "created" about seven months ago.
  const catalogDay = (i: number) => catalogMoment(now, i);

  const servicios = await trx
    .insertInto('servicios')
    .values(DEMO_SERVICIOS.map((s, i) => ({ ...s, fecha_creacion: catalogDay(i), fecha_actualizacion: catalogDay(i) })))
    .returning(['id', 'nombre', 'activo', 'fecha_creacion'])
    .execute();
  for (const s of servicios) await audit('servicios', s.id, `servicio «${s.nombre}» creado`, new Date(s.fecha_creacion));

  const proveedores = await trx
    .insertInto('proveedores')
    .values(
      DEMO_PROVEEDORES.map((p, i) => {
        const l = lugar(p.ciudad);
        return {
          nombre: p.nombre,
          telefono: p.telefono,
          direccion: p.direccion,
          ciudad: l.nombre,
          provincia_id: l.provincia_id,
          director: p.director,
          correo: p.correo,
          usuario: null,
          sexo: p.sexo,
          creado_at: catalogDay(i + 2),
          actualizado_at: catalogDay(i + 2),
        };
      }),
    )
    .returning(['id', 'nombre', 'creado_at'])
    .execute();
  for (const p of proveedores) await audit('proveedores', p.id, `proveedor «${p.nombre}» creado`, new Date(p.creado_at));

  const clientes = await trx
    .insertInto('clientes')
    .values(
      DEMO_CLIENTES.map((c, i) => {
        const l = lugar(c.ciudad);
        return {
          razon_social: c.razon_social,
          direccion: c.direccion,
          ciudad: l.nombre,
          provincia_id: l.provincia_id,
          telefono: c.telefono,
          nif: formatNit(c.nit),
          nombres_representante: c.nombres_representante,
          apellidos_representante: c.apellidos_representante,
          correo: c.correo,
          usuario: null,
          sexo: c.sexo,
          creado_at: catalogDay(i + 4),
          actualizado_at: catalogDay(i + 4),
        };
      }),
    )
    .returning(['id', 'razon_social', 'creado_at'])
    .execute();
  for (const c of clientes) await audit('clientes', c.id, `cliente «${c.razon_social}» creado`, new Date(c.creado_at));

  const jefes = await trx
    .insertInto('jefes_equipo')
    .values(
      DEMO_PROVEEDORES.flatMap((p, pi) =>
        p.jefes.map(([nombres, apellidos], ji) => ({
          nombres,
          apellidos,
          proveedor_id: proveedores[pi].id,
          creado_at: catalogDay(pi * 2 + ji + 6),
        })),
      ),
    )
    .returning(['id', 'nombres', 'apellidos', 'creado_at'])
    .execute();
  for (const j of jefes)
    await audit('jefes_equipo', j.id, `jefe de equipo «${[j.nombres, j.apellidos].filter(Boolean).join(' ')}» creado`, new Date(j.creado_at));

  const asignaciones = await trx
    .insertInto('asignaciones')
    .values(DEMO_ASIGNACIONES.map(([p, c], i) => ({ proveedor_id: proveedores[p].id, cliente_id: clientes[c].id, creado_at: catalogDay(i + 12) })))
    .returning(['id', 'proveedor_id', 'cliente_id', 'creado_at'])
    .execute();
  const provName = new Map(proveedores.map((p) => [p.id, p.nombre]));
  const cliName = new Map(clientes.map((c) => [c.id, c.razon_social]));
  for (const a of asignaciones) {
    await audit('asignaciones', a.id, `asignación ${provName.get(a.proveedor_id)} → ${cliName.get(a.cliente_id)} creada`, new Date(a.creado_at));
  }

  // Users: the three demo accounts (DEMO_CREDENTIALS) and two more without a known password.
  const [adminHash, provHash, cliHash, lockedHash] = await Promise.all([
    hashPassword(DEMO_CREDENTIALS.admin.password),
    hashPassword(DEMO_CREDENTIALS.proveedor.password),
    hashPassword(DEMO_CREDENTIALS.cliente.password),
    hashPassword(randomBytes(24).toString('hex')),
  ]);
  const usuarios = await trx
    .insertInto('usuarios')
    .values([
      {
        usuario: DEMO_CREDENTIALS.admin.usuario,
        correo: 'admin@informescampanas.co',
        password_hash: adminHash,
        primer_nombre: 'Laura',
        segundo_nombre: 'Marcela',
        primer_apellido: 'Gómez',
        segundo_apellido: 'Rincón',
        tipo: ROLE.ADMIN,
        proveedor_id: null,
        cliente_id: null,
        sexo: 'F',
        telefono: '+57 310 555 0101',
        creado_at: catalogDay(0),
      },
      {
        usuario: DEMO_CREDENTIALS.proveedor.usuario,
        correo: 'proveedor@exteriorandina.com.co',
        password_hash: provHash,
        primer_nombre: 'Carlos',
        segundo_nombre: 'Andrés',
        primer_apellido: 'Rincón',
        segundo_apellido: 'Vega',
        tipo: ROLE.PROVEEDOR,
        proveedor_id: proveedores[0].id,
        cliente_id: null,
        sexo: 'M',
        telefono: '+57 315 555 0202',
        creado_at: catalogDay(14),
      },
      {
        usuario: DEMO_CREDENTIALS.cliente.usuario,
        correo: 'cliente@bebidaslasabana.com.co',
        password_hash: cliHash,
        primer_nombre: 'Andrea',
        segundo_nombre: null,
        primer_apellido: 'Castaño',
        segundo_apellido: 'Herrera',
        tipo: ROLE.CLIENTE,
        proveedor_id: null,
        cliente_id: clientes[0].id,
        sexo: 'F',
        telefono: '+57 320 555 0303',
        creado_at: catalogDay(15),
      },
      {
        usuario: 'lrestrepo',
        correo: 'lrestrepo@mediosvallasantioquia.co',
        password_hash: lockedHash,
        primer_nombre: 'Luz',
        segundo_nombre: 'Adriana',
        primer_apellido: 'Restrepo',
        segundo_apellido: 'Mejía',
        tipo: ROLE.PROVEEDOR,
        proveedor_id: proveedores[1].id,
        cliente_id: null,
        sexo: 'F',
        telefono: '+57 311 555 0404',
        creado_at: catalogDay(16),
      },
      {
        usuario: 'glozano',
        correo: 'glozano@bancovalle.com.co',
        password_hash: lockedHash,
        primer_nombre: 'Guillermo',
        segundo_nombre: null,
        primer_apellido: 'Lozano',
        segundo_apellido: 'Becerra',
        tipo: ROLE.CLIENTE,
        proveedor_id: null,
        cliente_id: clientes[3].id,
        sexo: 'M',
        telefono: '+57 316 555 0505',
        activo: false,
        creado_at: catalogDay(17),
      },
    ])
    .returning(['id', 'usuario', 'creado_at'])
    .execute();
  for (const u of usuarios) await audit('usuarios', u.id, `usuario «${u.usuario}» creado`, new Date(u.creado_at));
  const adminId = usuarios[0].id;
  const proveedorUserId = usuarios[1].id;

  // Sites, campaigns, their lines and checks; then 60 reports at those checks, by the lines' providers.
  const refs = await seedCampanas(
    trx,
    now,
    { proveedores: proveedores.map((p) => p.id), clientes: clientes.map((c) => c.id), servicios: servicios.map((s) => s.id) },
    lugar,
    audit,
    options.sitioRadioM,
  );
  const plans = planDemoInformes(now);
  const informes: NuevoInforme[] = plans.map((p) => {
    const sitio = refs.sitios.get(p.sitio)!;
    const servicio = DEMO_SERVICIOS[p.servicio];
    const camp = DEMO_CAMPANAS[p.campana];
    return {
      servicio_id: servicios[p.servicio].id,
      cliente_id: clientes[p.cliente].id,
      proveedor_id: proveedores[p.proveedor].id,
      // The report's department and municipality follow its site (docs/decisions/sitios-campanas.md).
      provincia_id: sitio.provincia_id,
      localidad_id: sitio.localidad_id,
      campana: camp.nombre,
      campana_id: refs.campanas[p.campana],
      sitio_id: sitio.id,
      control_id: refs.controles.get(controlKey(p.campana, p.sitio, p.control.tipo, p.control.numero)) ?? null,
      descripcion: `${camp.descripcion}: ${nombreControl(p.control).toLowerCase()} de ${servicio.nombre.toLowerCase()} en ${sitio.nombre}`,
      fecha: p.fecha,
      fecha_recepcion: p.fecha_recepcion,
      informe_incidencias: p.informe_incidencias,
      estado: p.estado,
      ubicacion_lugar: `${sitio.nombre}, ${sitio.localidad}`,
      creado_por: p.porProveedor ? proveedorUserId : adminId,
      creado_at: p.creado_at,
      actualizado_at: p.actualizado_at,
    };
  });
  await insertInformes(
    trx,
    informes,
    plans.map((p) => p.transiciones),
    usuarios,
    adminId,
  );
}

type NuevoInforme = {
  servicio_id: number;
  cliente_id: number;
  proveedor_id: number;
  provincia_id: number;
  localidad_id: number;
  campana: string;
  campana_id: number;
  sitio_id: number;
  control_id: number | null;
  descripcion: string;
  fecha: string;
  fecha_recepcion: string | null;
  informe_incidencias: string | null;
  estado: EstadoInforme;
  ubicacion_lugar: string;
  creado_por: number;
  creado_at: Date;
  actualizado_at: Date;
};

/**
 * Inserts the demo reports with the audit rows of their creation and of each planned status change
 * (`transiciones[i]` belongs to `informes[i]`), so every demo report has a status history. A change is made by
 * the report's author when the author's role may make it, else by the administrator (cancelling).
 */
async function insertInformes(
  trx: Transaction<DB>,
  informes: NuevoInforme[],
  transiciones: DemoTransition[][],
  usuarios: Array<{ id: number; usuario: string }>,
  adminId: number,
): Promise<void> {
  const rows = await trx.insertInto('informes').values(informes).returning(['id', 'campana', 'creado_por', 'creado_at']).execute();
  const nombre = new Map(usuarios.map((u) => [u.id, u.usuario]));
  const actor = (id: number): AuditActor => ({ id, usuario: nombre.get(id) ?? 'sistema' });
  let comentarios = 0;
  for (const [i, r] of rows.entries()) {
    const usuario = nombre.get(r.creado_por ?? -1) ?? 'sistema';
    await writeAudit(trx, {
      usuario: { id: r.creado_por ?? null, usuario },
      accion: 'CREAR',
      tabla: 'informes',
      registro_id: r.id,
      detalles: `Datos de demostración: informe #${r.id} de la campaña «${r.campana}» creado`,
      creado_at: r.creado_at,
    });
    for (const t of transiciones[i]) {
      const autor = r.creado_por !== null && r.creado_por !== adminId && t.a !== 'cancelado' ? r.creado_por : adminId;
      const lista = t.a === 'cancelado' ? DEMO_MOTIVOS_CANCELACION : DEMO_COMENTARIOS_AVANCE;
      const comentario = t.a === 'cancelado' || comentarios % 4 === 0 ? lista[comentarios % lista.length] : null;
      comentarios++;
      await writeAudit(trx, {
        usuario: actor(autor),
        ...estadoChangeAudit(r.id, { estado_anterior: t.de, estado_nuevo: t.a, comentario }),
        creado_at: t.at,
      });
    }
  }
}
