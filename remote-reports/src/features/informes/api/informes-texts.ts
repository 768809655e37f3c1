import { serverMessage } from 'shared/ui';

/** The reports screens' texts (docs/product-spec.md §2 Reports list, §8 errors), word for word where the spec gives them. */
export const INFORMES_TEXTS = {
  intro: 'Informes de campo de las campañas, con sus fotos geolocalizadas. Busca por descripción, cliente o proveedor, y abre cada uno con «Ver».',
  /** The report page's introduction (PageIntro): painted from the prerendered frame while the report loads. */
  detalleIntro:
    'Un informe de campo con sus fotos: los datos, las fotos con la hora y el lugar que el servidor leyó de cada una, el historial de estados, el mapa y la conversación sobre ellas.',
  searchPlaceholder: 'Buscar por descripción, cliente o proveedor…',
  allStates: 'Todos los estados',
  emptyAll: 'No hay informes registrados',
  emptyFiltered: 'No se encontraron informes con los filtros aplicados',
  createFirst: 'Crear el primer informe',
  newReport: 'Nuevo informe',
  deleteTitle: '¿Eliminar informe?',
  deleteMessage: 'Esta acción no se puede deshacer.',
  deleted: 'Informe eliminado',
  updated: 'Informe actualizado',
  notFound: 'Informe no encontrado',
  /** A report never opened on this device, with no connection. */
  offline: 'Informe no disponible sin conexión',
  noImages: 'Este informe no tiene imágenes',
} as const;

/** "Error cargando informes: …" with the server's message. */
export const loadErrorText = (error: unknown): string => `Error cargando informes: ${serverMessage(error, 'Error desconocido')}`;

/** "Error eliminando informe: …" with the server's message. */
export const deleteErrorText = (error: unknown): string => `Error eliminando informe: ${serverMessage(error, 'Error desconocido')}`;
