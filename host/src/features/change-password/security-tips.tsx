import styled from 'styled-components';
import { Icon } from 'shared/ui/icon';

const Box = styled.aside`
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.info};
  }
  ul {
    margin: 0.625rem 0 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The security-tips box of /change-password. */
export function SecurityTips() {
  return (
    <Box aria-labelledby="consejos-seguridad">
      <h2 id="consejos-seguridad">
        <Icon name="shield" size={18} />
        Consejos de seguridad
      </h2>
      <ul>
        <li>Usa al menos 6 caracteres; mejor 12 o más.</li>
        <li>Combina mayúsculas, minúsculas, números y símbolos.</li>
        <li>No reutilices contraseñas de otros servicios.</li>
        <li>No compartas tu contraseña con nadie.</li>
        <li>Al cambiarla se cerrarán tus otras sesiones abiertas.</li>
      </ul>
    </Box>
  );
}
