import { IMAGE_LIMITS } from 'shared/contracts';

/** What the photos' routes answer in words (both upload paths, the file links, the flags' review). */
export const MSG_ARCHIVOS = {
  maximo: `Máximo ${IMAGE_LIMITS.maxPerReport} imágenes permitidas`,
  noEncontrado: 'Imagen no encontrada',
  noDisponible: 'La imagen ya no está disponible en el almacenamiento',
  alertaNoEncontrada: 'Alerta no encontrada',
  alertaYaRevisada: 'Esta alerta ya fue revisada',
  sinPermiso: 'Solo el autor del informe (mientras está Pendiente) o un administrador pueden cambiar sus imágenes',
  sha256: 'sha256 debe ser el SHA-256 de la imagen: 64 caracteres hexadecimales',
  sha256NoCoincide: (name: string) => `${name} no llegó completa o cambió durante el envío (su SHA-256 no coincide); vuelva a enviarla`,
} as const;
