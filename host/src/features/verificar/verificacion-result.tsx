import styled from 'styled-components';
import type { VerificacionFoto } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { Icon } from 'shared/ui/icon';
import { VERIFICAR_TEXTS as T } from './verificar-texts';

/** What the page shows for one check, in the live region (verificar-page.tsx). */
export type VerificacionEstado =
  | { kind: 'idle' }
  | { kind: 'hashing'; fileName: string }
  | { kind: 'checking'; sha256: string; fileName: string | null }
  | { kind: 'answer'; result: VerificacionFoto; fileName: string | null }
  | { kind: 'error'; message: string; sha256: string | null; fileName: string | null };

const Box = styled.div<{ $tone: 'found' | 'notFound' | 'error' | 'busy' }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'found'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.danger
          : $tone === 'notFound'
            ? theme.colors.warning
            : theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'found'
      ? theme.colors.successSoft
      : $tone === 'error'
        ? theme.colors.dangerSoft
        : $tone === 'notFound'
          ? theme.colors.warningSoft
          : theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  > svg {
    margin-top: 0.125rem;
    color: ${({ theme, $tone }) =>
      $tone === 'found'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.danger
          : $tone === 'notFound'
            ? theme.colors.warning
            : theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
  strong {
    font-weight: 700;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.125rem;
    display: grid;
    gap: 0.25rem;
  }
`;

const Hash = styled.p`
  margin-top: 0.5rem !important;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function HashLine({ sha256, fileName }: { sha256: string; fileName: string | null }) {
  return (
    <Hash>
      Huella SHA-256{fileName ? ` de «${fileName}»` : ''}: <code>{sha256}</code>
    </Hash>
  );
}

/** "Esta foto está en Informes de Campañas: campaña «X», informe #N, subida el …" (one line per report), or not found. */
export function VerificacionResult({ estado }: { estado: VerificacionEstado }) {
  switch (estado.kind) {
    case 'idle':
      return null;
    case 'hashing':
    case 'checking':
      return (
        <Box $tone="busy">
          <Icon name="refresh" size={20} />
          <div>
            <p>{estado.kind === 'hashing' ? T.hashing : T.checking}</p>
            {estado.kind === 'checking' && <HashLine sha256={estado.sha256} fileName={estado.fileName} />}
          </div>
        </Box>
      );
    case 'error':
      return (
        <Box $tone="error">
          <Icon name="alert" size={20} />
          <div>
            <p>{estado.message}</p>
            {estado.sha256 && <HashLine sha256={estado.sha256} fileName={estado.fileName} />}
          </div>
        </Box>
      );
    case 'answer': {
      const { result, fileName } = estado;
      if (result.paquete) {
        const p = result.paquete;
        return (
          <Box $tone="found">
            <Icon name="check-circle" size={20} />
            <div>
              <p>
                <strong>{T.pack}</strong> el {formatDateTime(p.emitido_at)}, con {p.informes} {p.informes === 1 ? 'informe' : 'informes'} y {p.fotos}{' '}
                {p.fotos === 1 ? 'foto' : 'fotos'}.
              </p>
              <HashLine sha256={result.sha256} fileName={fileName} />
            </div>
          </Box>
        );
      }
      if (!result.encontrada) {
        return (
          <Box $tone="notFound">
            <Icon name="alert" size={20} />
            <div>
              <p>{T.notFound}</p>
              <HashLine sha256={result.sha256} fileName={fileName} />
            </div>
          </Box>
        );
      }
      return (
        <Box $tone="found">
          <Icon name="check-circle" size={20} />
          <div>
            <p>
              <strong>{T.found}</strong>
            </p>
            <ul>
              {result.informes.map((informe) => (
                <li key={informe.informe_id}>
                  campaña «{informe.campana}», informe #{informe.informe_id}, subida el {formatDateTime(informe.subida_at)}
                </li>
              ))}
            </ul>
            <HashLine sha256={result.sha256} fileName={fileName} />
          </div>
        </Box>
      );
    }
  }
}
