/** Titles and ids of the dashboard's compliance sections (issue 37): shared by the sections, their loading state and the prerender. */
export const CONTROLES_ATENCION_SECTION = { title: 'Controles atrasados y en revisión', titleId: 'controles-atencion' } as const;

export const MIS_CAMPANAS_SECTION = {
  title: 'Mis campañas',
  titleId: 'mis-campanas',
  intro: 'Tus campañas activas, las más recientes primero: lo cumplido de los controles que ya vencieron.',
} as const;
