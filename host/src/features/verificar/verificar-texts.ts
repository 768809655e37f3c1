import { HUELLA_SHA256, IMAGE_LIMITS } from 'shared/contracts';

/** The texts of /verificar (docs/decisions/verificar.md), in one place for the page, its tests and the e2e test. */
export const VERIFICAR_TEXTS = {
  title: 'Verificar una foto',
  intro: 'Compruebe si una foto es exactamente el original que un proveedor subió a un informe de campaña, y a cuál. No hace falta iniciar sesión.',
  privacy: 'La foto no se envía: solo su huella SHA-256',
  dropLabel: 'Suelte aquí una foto o elíjala',
  dropHint: 'JPEG, PNG o WebP, tal como la recibió',
  hashLabel: 'O pegue una huella SHA-256',
  hashHint: '64 dígitos hexadecimales, por ejemplo de un PDF de prueba',
  submit: 'Comprobar',
  resultLabel: 'Resultado de la comprobación',
  hashing: 'Calculando la huella de la foto…',
  checking: 'Comprobando…',
  found: 'Esta foto está en Informes de Campañas:',
  pack: 'Esta huella es el manifiesto de un paquete de prueba emitido por Informes de Campañas',
  notFound: 'No tenemos una foto con esta huella. Una foto recomprimida, recortada o editada tiene otra huella.',
  invalidHash: HUELLA_SHA256.message,
  noCrypto: 'Este navegador no puede calcular la huella en esta página (hace falta una conexión segura, https). Pegue la huella SHA-256.',
  failed: 'No se pudo comprobar la huella. Inténtelo de nuevo.',
  unreadable: 'No se pudo leer el archivo. Inténtelo de nuevo.',
  tooLarge: `Esta foto supera el tamaño máximo que el producto acepta (${IMAGE_LIMITS.maxMb} MB): no puede estar aquí.`,
  backToLogin: 'Volver al inicio de sesión',
} as const;
