import { useCallback, useEffect, useState } from 'react';
import type { Posicion } from '../api/campana-sitio';

export type EstadoPosicion = 'desconocida' | 'buscando' | 'conocida' | 'denegada' | 'no_disponible';

const OPCIONES: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * Where the phone is, to list a campaign's sites nearest first: the form's own source first (a photo's GPS), else the
 * browser's position — read at once only when the user already allowed it, otherwise on demand (`pedir`, a button),
 * never blocking the form.
 */
export function usePosicion(deFotos: Posicion | null) {
  const [navegador, setNavegador] = useState<Posicion | null>(null);
  const [estado, setEstado] = useState<EstadoPosicion>('desconocida');
  const disponible = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const pedir = useCallback(() => {
    if (!disponible) {
      setEstado('no_disponible');
      return;
    }
    setEstado('buscando');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setNavegador({ lat: p.coords.latitude, lng: p.coords.longitude });
        setEstado('conocida');
      },
      (error) => setEstado(error.code === error.PERMISSION_DENIED ? 'denegada' : 'no_disponible'),
      OPCIONES,
    );
  }, [disponible]);

  useEffect(() => {
    if (!disponible || deFotos || !navigator.permissions?.query) return undefined;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') pedir();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [disponible, deFotos, pedir]);

  return {
    posicion: deFotos ?? navegador,
    fuente: deFotos ? ('fotos' as const) : navegador ? ('navegador' as const) : null,
    estado,
    disponible,
    pedir,
  };
}
