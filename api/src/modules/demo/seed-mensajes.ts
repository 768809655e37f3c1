import type { FastifyInstance } from 'fastify';
import { DEMO_CREDENTIALS, type SessionUser } from 'shared/contracts';
import type { Caller } from '../informes';
import { createMensaje, getInformeConversacion, openConversacionDirecta, recordLectura } from '../mensajes';
import type { DemoFotoPlan, DemoInformeRow } from './fotos-plan';
import { despues } from './seed-historias';
import { pastMoment, type DemoInformePlan, type DemoRol } from './timeline';

/**
 * The demo's conversations (docs/decisions/mensajes.md), written through the mensajes module's services, dated in the
 * past: the demo client and provider talk directly and about three reports, the administrator asks about a reused
 * photo. Some stay unread. A conversation that already has messages is left as it is (a stop half-way).
 */

type Quien = 'admin' | 'proveedor' | 'cliente';

interface Hilo {
  /** A direct conversation between two people, or the conversation of the report with this story. */
  con: readonly [Quien, Quien] | DemoRol;
  /** Who writes, when (a moment relative to now, or hours after the report's last change), what, about its first photo. */
  mensajes: Array<{ de: Quien; cuando: [dias: number, hh: number, mm: number] | number; texto: string; foto?: 'primera' | 'copia' }>;
  /** Who has read it all (the authors have read up to their own messages). */
  leido: Quien[];
}

const HILOS: Hilo[] = [
  {
    con: ['cliente', 'proveedor'],
    mensajes: [
      {
        de: 'cliente',
        cuando: [6, 9, 10],
        texto: 'Hola Carlos, ¿nos confirmas la fecha de la próxima verificación de la valla de la Avenida Boyacá?',
      },
      {
        de: 'proveedor',
        cuando: [6, 9, 52],
        texto: 'Buenos días, Andrea. La cuadrilla pasa el jueves en la mañana y ese mismo día subimos el informe con las fotos.',
      },
      { de: 'cliente', cuando: [2, 16, 20], texto: 'Gracias. Para esa visita necesitamos también una foto de noche, para ver la iluminación.' },
      { de: 'proveedor', cuando: [1, 8, 5], texto: 'Listo, vamos después de las 7 p. m. y la agregamos al mismo informe.' },
    ],
    leido: [],
  },
  {
    con: ['admin', 'proveedor'],
    mensajes: [
      {
        de: 'admin',
        cuando: [3, 11, 30],
        texto:
          'Carlos, recuerda que los informes de Conéctate 5G llevan una foto de cada pantalla, tomada en el sitio con el GPS del teléfono activo.',
      },
    ],
    leido: [],
  },
  {
    con: 'devuelto',
    mensajes: [
      {
        de: 'cliente',
        cuando: 20.1,
        texto: 'Les dejo el detalle: en esta foto no se alcanza a ver el costado derecho de la valla.',
        foto: 'primera',
      },
      { de: 'proveedor', cuando: 23, texto: 'Entendido. Mañana a primera hora volvemos al sitio y subimos la foto nueva.' },
    ],
    leido: [],
  },
  {
    con: 'lejos',
    mensajes: [
      { de: 'cliente', cuando: 24, texto: '¿Esta foto sí es de nuestra valla? En el mapa aparece lejos del sitio.', foto: 'primera' },
      {
        de: 'proveedor',
        cuando: 26,
        texto: 'Es de otra valla nuestra sobre la Calle 80; se subió por error. Las demás fotos del informe sí son del sitio.',
      },
    ],
    leido: ['cliente'],
  },
  {
    con: 'duplicada_copia',
    mensajes: [
      { de: 'admin', cuando: 24, texto: 'Esta foto es la misma de la instalación. ¿Pueden enviar la de esta verificación?', foto: 'copia' },
      { de: 'proveedor', cuando: 28, texto: 'Tiene razón, se subió por error. Volvemos a tomarla en la próxima visita.' },
    ],
    leido: ['admin'],
  },
];

export async function seedMensajes(
  app: FastifyInstance,
  plans: readonly DemoInformePlan[],
  informes: ReadonlyArray<DemoInformeRow | undefined>,
  fotos: readonly DemoFotoPlan[],
  ids: ReadonlyArray<number | null>,
  who: { byLogin: (usuario: string) => Promise<SessionUser | null>; caller: (u: SessionUser, at: Date) => Caller; now: Date },
): Promise<void> {
  const db = app.db;
  const people = {} as Record<Quien, SessionUser>;
  for (const q of ['admin', 'proveedor', 'cliente'] as const) {
    const u = await who.byLogin(DEMO_CREDENTIALS[q].usuario);
    if (!u) return;
    people[q] = u;
  }
  for (const hilo of HILOS) {
    let conversacion: number;
    let base: Date | null = null;
    let foto: { primera: number | null; copia: number | null } = { primera: null, copia: null };
    const first = hilo.mensajes[0];
    const at = (cuando: Hilo['mensajes'][number]['cuando']) =>
      typeof cuando === 'number' ? despues(base!, cuando, who.now) : pastMoment(who.now, cuando[0], cuando[1], cuando[2]);
    if (typeof hilo.con === 'string') {
      const i = plans.findIndex((p) => p.rol === hilo.con);
      const informe = informes[i];
      if (i < 0 || !informe) continue;
      base = plans[i].transiciones.at(-1)?.at ?? plans[i].creado_at;
      const suyas = fotos.flatMap((f, k) => (f.informe === i ? [k] : []));
      foto = { primera: ids[suyas[0]] ?? null, copia: ids[suyas.find((k) => fotos[k].copiaDe !== null) ?? -1] ?? null };
      conversacion = (await getInformeConversacion(db, people.admin, informe.id)).id;
    } else {
      const [a, b] = hilo.con;
      conversacion = (await openConversacionDirecta(db, who.caller(people[a], at(first.cuando)), people[b].id)).id;
    }
    const escritos = await db.selectFrom('mensajes').select('id').where('conversacion_id', '=', conversacion).limit(1).execute();
    if (escritos.length > 0) continue;
    let ultimo = 0;
    for (const m of hilo.mensajes) {
      const archivo = m.foto ? foto[m.foto] : null;
      ultimo = (await createMensaje(db, who.caller(people[m.de], at(m.cuando)), conversacion, { texto: m.texto, archivo_id: archivo })).id;
    }
    for (const q of hilo.leido) await recordLectura(db, people[q], conversacion, ultimo);
  }
}
