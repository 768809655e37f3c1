import { nombreControl, resumenCumplimiento, type Cumplimiento } from 'shared/contracts';
import { formatDate, formatPercent } from 'shared/format';
import type { ControlAviso } from './repository';

/**
 * The notices' words (docs/decisions/avisos.md): the same text in Mensajes and in the e-mail's plain part, the e-mail's
 * HTML built from the same lines. A message holds at most 4 000 characters: a long list names its first ones and says
 * how many more.
 */
export interface Aviso {
  asunto: string;
  /** The first line, then one line per item. */
  titulo: string;
  lineas: string[];
  /** After the list: what to do. */
  pie: string;
}

const MAX_LINEAS = 25;

const sitio = (c: ControlAviso) => `Sitio ${c.sitio_codigo} ${c.sitio_nombre}`;

export function avisoPorVencer(controles: readonly ControlAviso[]): Aviso {
  return {
    asunto: 'Controles por vencer — Informes de Campañas',
    titulo: `${controles.length === 1 ? 'Un control vence' : `${controles.length} controles vencen`} en las próximas 24 horas:`,
    lineas: controles.map((c) => `Campaña «${c.campana}» — ${sitio(c)} — ${nombreControl(c)}, hasta el ${formatDate(c.hasta)}`),
    pie: 'Repórtelos desde «Por reportar».',
  };
}

export function avisoAtrasados(controles: readonly ControlAviso[]): Aviso {
  return {
    asunto: 'Controles atrasados — Informes de Campañas',
    titulo: `${controles.length === 1 ? 'Un control quedó atrasado' : `${controles.length} controles quedaron atrasados`}:`,
    lineas: controles.map(
      (c) =>
        `Campaña «${c.campana}» (/campanas/${c.campana_id}) — ${sitio(c)} — ${nombreControl(c)}, venció el ${formatDate(c.hasta)} — ${c.proveedor}`,
    ),
    pie: 'El proveedor responsable no lo ha reportado.',
  };
}

export function avisoResumenSemanal(
  lunes: string,
  campanas: ReadonlyArray<{ id: number; nombre: string; fecha_fin: string; cumplimiento: Cumplimiento }>,
): Aviso {
  const linea = ({ id, nombre, fecha_fin, cumplimiento: c }: (typeof campanas)[number]) => {
    const cumplido =
      c.debidos === 0 ? 'nada vencido aún' : `${formatPercent(c.porcentaje)} cumplido (${c.cumplido} de ${c.debidos} controles debidos)`;
    const atrasados = c.atrasado > 0 ? `, ${c.atrasado === 1 ? '1 atrasado' : `${c.atrasado} atrasados`}` : '';
    return `«${nombre}»: ${cumplido}${atrasados}; hasta el ${formatDate(fecha_fin)} (/campanas/${id})`;
  };
  const total = resumenCumplimiento(
    campanas.reduce<Partial<Cumplimiento>>(
      (acc, { cumplimiento: c }) => ({
        cumplido: (acc.cumplido ?? 0) + c.cumplido,
        en_revision: (acc.en_revision ?? 0) + c.en_revision,
        atrasado: (acc.atrasado ?? 0) + c.atrasado,
      }),
      {},
    ),
  );
  return {
    asunto: 'Resumen semanal de sus campañas — Informes de Campañas',
    titulo: `Resumen de la semana del ${formatDate(lunes)}: ${campanas.length === 1 ? 'su campaña activa' : `sus ${campanas.length} campañas activas`}, ${formatPercent(total.porcentaje)} de lo debido cumplido:`,
    lineas: campanas.map(linea),
    pie: 'Cada campaña muestra en su página el cumplimiento sitio por sitio, con sus fotos.',
  };
}

/** The lines shown: the first MAX_LINEAS, then how many more. */
function visibles(a: Aviso): string[] {
  const more = a.lineas.length - MAX_LINEAS;
  return more > 0 ? [...a.lineas.slice(0, MAX_LINEAS), `… y ${more} más.`] : a.lineas;
}

/** The notice as Mensajes and the e-mail's plain text show it (≤ 4 000 characters). */
export function textoPlano(a: Aviso): string {
  const text = [a.titulo, ...visibles(a).map((l) => `• ${l}`), '', a.pie].join('\n');
  return text.length <= 4000 ? text : `${text.slice(0, 3990)}…`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The e-mail's HTML: the same lines, with the product's paths as links when its public address is known. */
export function textoHtml(a: Aviso, publicUrl: string | null): string {
  const linked = (line: string) =>
    escape(line).replace(/\(\/(campanas\/\d+)\)/g, (_m, path: string) =>
      publicUrl ? `(<a href="${escape(publicUrl)}/${path}">ver</a>)` : `(/${path})`,
    );
  return (
    `<!doctype html><html lang="es"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escape(a.titulo)}</p><ul>${visibles(a)
      .map((l) => `<li>${linked(l)}</li>`)
      .join('')}</ul><p>${escape(a.pie)}</p>` +
    `<p style="color:#555;font-size:0.9em">Informes de Campañas. Puede dejar de recibir estos correos en «Cambiar contraseña», sección «Avisos por correo».</p>` +
    `</body></html>`
  );
}
