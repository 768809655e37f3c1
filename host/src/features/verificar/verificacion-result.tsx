import styled from 'styled-components';
import type { VerificacionFoto } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { ErrorBanner, Notice } from 'shared/ui';
import { VERIFICAR_TEXTS as T } from './verificar-texts';

/** What the page shows for one check, in the live region (verificar-page.tsx). */
export type VerificacionEstado =
  | { kind: 'idle' }
  | { kind: 'hashing'; fileName: string }
  | { kind: 'checking'; sha256: string; fileName: string | null }
  | { kind: 'answer'; result: VerificacionFoto; fileName: string | null }
  | { kind: 'error'; message: string; sha256: string | null; fileName: string | null };

/** The verdict (the kit's Notice or ErrorBanner), then its details: the reports that hold the photo, the hash. */
const Answer = styled.div`
  display: grid;
  gap: 0.5rem;
  ul {
    margin: 0;
    padding-left: 1.375rem;
    display: grid;
    gap: 0.25rem;
  }
`;

const Hash = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function HashLine({ sha256, fileName }: { sha256: string | null; fileName: string | null }) {
  if (!sha256) return null;
  return (
    <Hash>
      Huella SHA-256{fileName ? ` de «${fileName}»` : ''}: <code>{sha256}</code>
    </Hash>
  );
}

/**
 * "Esta foto está en Informes de Campañas: campaña «X», informe #N, subida el …" (one line per report), or not found.
 * Inside the page's live region (role="status"), so the notices do not announce themselves again (announce="none").
 */
export function VerificacionResult({ estado }: { estado: VerificacionEstado }) {
  switch (estado.kind) {
    case 'idle':
      return null;
    case 'hashing':
    case 'checking':
      return (
        <Answer>
          <Notice tone="info" announce="none" title={estado.kind === 'hashing' ? T.hashing : T.checking} />
          {estado.kind === 'checking' && <HashLine sha256={estado.sha256} fileName={estado.fileName} />}
        </Answer>
      );
    case 'error':
      return (
        <Answer>
          <ErrorBanner message={estado.message} />
          <HashLine sha256={estado.sha256} fileName={estado.fileName} />
        </Answer>
      );
    case 'answer': {
      const { result, fileName } = estado;
      if (result.paquete) {
        const p = result.paquete;
        const covered = `con ${p.informes} ${p.informes === 1 ? 'informe' : 'informes'} y ${p.fotos} ${p.fotos === 1 ? 'foto' : 'fotos'}`;
        // A campaign's pack names its campaign (as it was called when the pack was issued).
        const campana = p.campana ? `, de la campaña «${p.campana}»` : '';
        return (
          <Answer>
            <Notice tone="success" announce="none" title={`${T.pack} el ${formatDateTime(p.emitido_at)}${campana}, ${covered}.`} />
            <HashLine sha256={result.sha256} fileName={fileName} />
          </Answer>
        );
      }
      if (!result.encontrada) {
        return (
          <Answer>
            <Notice tone="warning" announce="none" title={T.notFound} />
            <HashLine sha256={result.sha256} fileName={fileName} />
          </Answer>
        );
      }
      return (
        <Answer>
          <Notice tone="success" announce="none" title={T.found} />
          <ul>
            {result.informes.map((informe) => (
              <li key={informe.informe_id}>
                campaña «{informe.campana}», informe #{informe.informe_id}, subida el {formatDateTime(informe.subida_at)}
              </li>
            ))}
          </ul>
          <HashLine sha256={result.sha256} fileName={fileName} />
        </Answer>
      );
    }
  }
}
