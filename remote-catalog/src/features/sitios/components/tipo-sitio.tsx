import styled from 'styled-components';
import { TIPO_SITIO_LABELS, type TipoSitio } from 'shared/contracts';
import { SiteSymbol } from 'shared/map';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

/** A site's type as the map draws it (shape, letter, colour) and in words. */
export function TipoSitioLabel({ tipo, inactive = false }: { tipo: TipoSitio; inactive?: boolean }) {
  return (
    <Label>
      <SiteSymbol tipo={tipo} size={18} inactive={inactive} /> {TIPO_SITIO_LABELS[tipo]}
    </Label>
  );
}
