import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared/api';
import { SITIO_RADIO } from 'shared/contracts';

/**
 * The geofence a new site gets when its form leaves Radio empty: the server's SITIO_RADIO_M, as /config.json says it
 * (docs/decisions/sitios-campanas.md); the rule's default until the answer comes or from a server that does not say.
 */
export function useRadioPorDefecto(): number {
  const [radio, setRadio] = useState<number>(SITIO_RADIO.default);
  useEffect(() => {
    let alive = true;
    getRuntimeConfig()
      .then((config) => {
        if (alive && config.sitioRadioM) setRadio(config.sitioRadioM);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return radio;
}
