import type { OutboxState, OutboxWait } from 'shared/outbox';

/** What the field-capture screens say (docs/decisions/field-capture.md). */
export const OUTBOX_TEXTS = {
  title: 'Pendientes de envío',
  description: 'Informes hechos en este dispositivo que aún no llegaron al servidor. Se envían solos cuando hay conexión.',
  empty: 'No hay informes pendientes de envío',
  draftRestored: 'Borrador restaurado',
  draftRestoredDetail: 'El formulario y sus fotos quedaron como los dejó.',
  draftDiscarded: 'Borrador descartado',
  refusedTitle: 'El servidor no aceptó este informe',
  cannotQueue: 'No se pudo guardar el informe en este dispositivo para enviarlo',
  photosGoWith: (n: number) => (n === 1 ? 'La foto del informe se enviará con él.' : `Las ${n} fotos del informe se enviarán con él.`),
  photosNotKept: (names: readonly string[]) =>
    `${names.length === 1 ? 'Una foto del borrador no se conservó' : `${names.length} fotos del borrador no se conservaron`} (no había espacio en el teléfono): ${names.join(', ')}. Vuelva a elegirlas.`,
  photosOnlyInMemory: (names: readonly string[]) =>
    `Sin espacio en el teléfono para guardar ${names.join(', ')}: se enviarán mientras esta página siga abierta.`,
  discardTitle: '¿Descartar informe pendiente?',
  discardMessage: (title: string) => `"${title}" y sus fotos se borrarán de este dispositivo sin enviarse. Esta acción no se puede deshacer.`,
  discarded: 'Informe pendiente descartado',
} as const;

export const STATE_LABELS: Record<OutboxState, string> = {
  en_cola: 'En cola',
  enviando: 'Enviando',
  enviado: 'Enviado',
  error: 'Error',
};

export const WAIT_TEXTS: Record<OutboxWait, string> = {
  sin_conexion: 'Sin conexión: se enviará cuando vuelva.',
  reintento: 'El servidor no respondió: se reintentará solo.',
  sesion: 'Su sesión terminó: se enviará cuando vuelva a iniciar sesión.',
};

/** The toast after "Crear Informe" when the report could not go now. */
export function queuedMessage(waiting: OutboxWait | null): string {
  return waiting === 'reintento'
    ? 'El servidor no respondió: el informe quedó en «Pendientes de envío» y se reintentará solo.'
    : 'Sin conexión: el informe quedó en «Pendientes de envío» y se enviará solo cuando vuelva la conexión.';
}
