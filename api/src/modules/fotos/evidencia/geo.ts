/** Great-circle distance in km between two positions (haversine, mean Earth radius). */
export function measureDistanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A photo's position as stored (informe_archivos' columns). */
export interface UbicacionFoto {
  latitud: number | null;
  longitud: number | null;
  tiene_metadatos_gps: boolean;
}

/**
 * Where the photo is: the declared (or stored) position, else the file's own GPS (then automatic,
 * `tiene_metadatos_gps`). Shared by the uploads (recordFoto) and the backfill of older photos (saveEvidencia).
 */
export function locateFoto(declarada: UbicacionFoto, archivo: { gps_latitud: number | null; gps_longitud: number | null }): UbicacionFoto {
  if (declarada.latitud === null && archivo.gps_latitud !== null && archivo.gps_longitud !== null) {
    return { latitud: archivo.gps_latitud, longitud: archivo.gps_longitud, tiene_metadatos_gps: true };
  }
  return { latitud: declarada.latitud, longitud: declarada.longitud, tiene_metadatos_gps: declarada.tiene_metadatos_gps };
}
