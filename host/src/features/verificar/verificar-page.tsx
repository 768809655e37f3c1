import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { isSha256Hex } from 'shared/contracts';
import { Button, TextInput } from 'shared/ui';
import { Icon } from 'shared/ui/icon';
import { PublicCard } from '../auth/public-card';
import { PublicFrame } from '../auth/public-frame';
import { exceedsUploadMax, sha256OfFile, verificarHuella } from './verificar-api';
import { VerificacionResult, type VerificacionEstado } from './verificacion-result';
import { VERIFICAR_TEXTS as T } from './verificar-texts';

const Card = styled(PublicCard)`
  max-width: 40rem;
  display: grid;
  gap: 1.25rem;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p.intro {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Privacy = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.info};
  }
`;

const Drop = styled.div<{ $over: boolean }>`
  position: relative;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceAlt)};
  transition:
    border-color 0.15s,
    background 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
  label {
    display: grid;
    justify-items: center;
    gap: 0.375rem;
    padding: 1.75rem 1rem;
    text-align: center;
    cursor: pointer;
  }
  label > svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .title {
    font-weight: 700;
  }
  .hint {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The hash field (the kit's TextInput, its hint or problem under it), then its button. */
const HashForm = styled.form`
  display: grid;
  gap: 0.75rem;
  > button {
    justify-self: start;
  }
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/**
 * /verificar — public, like /login (docs/decisions/verificar.md): anyone holding a photo, or its SHA-256 from a
 * proof PDF, checks whether the product holds that exact original and in which campaign and report. The file is
 * hashed in the browser (WebCrypto); only the hash goes to GET /api/v1/verificar/{sha256}.
 */
export function VerificarPage() {
  const id = useId();
  const [estado, setEstado] = useState<VerificacionEstado>({ kind: 'idle' });
  const [texto, setTexto] = useState('');
  const [problema, setProblema] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  /** The check in flight: a newer one aborts it, and a late answer of an older one is ignored. */
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const begin = (): AbortController => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller;
  };

  const check = async (sha256: string, fileName: string | null, controller: AbortController) => {
    setEstado({ kind: 'checking', sha256, fileName });
    try {
      const result = await verificarHuella(sha256, controller.signal);
      if (!controller.signal.aborted) setEstado({ kind: 'answer', result, fileName });
    } catch (error) {
      if (!controller.signal.aborted) setEstado({ kind: 'error', message: errorMessage(error, T.failed), sha256, fileName });
    }
  };

  const checkFile = async (file: File) => {
    const controller = begin();
    setProblema(null);
    if (exceedsUploadMax(file)) {
      setEstado({ kind: 'error', message: T.tooLarge, sha256: null, fileName: file.name });
      return;
    }
    setEstado({ kind: 'hashing', fileName: file.name });
    let sha256: string | null;
    try {
      sha256 = await sha256OfFile(file);
    } catch {
      if (!controller.signal.aborted) setEstado({ kind: 'error', message: T.unreadable, sha256: null, fileName: file.name });
      return;
    }
    if (controller.signal.aborted) return;
    if (sha256 === null) {
      setEstado({ kind: 'error', message: T.noCrypto, sha256: null, fileName: file.name });
      return;
    }
    await check(sha256, file.name, controller);
  };

  const submitHash = (event: FormEvent) => {
    event.preventDefault();
    const value = texto.trim();
    if (!isSha256Hex(value)) {
      setProblema(T.invalidHash);
      return;
    }
    setProblema(null);
    void check(value.toLowerCase(), null, begin());
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void checkFile(file);
  };

  return (
    <PublicFrame>
      <Card as="section" aria-labelledby={`${id}-title`}>
        <div>
          <h1 id={`${id}-title`}>{T.title}</h1>
          <p className="intro">{T.intro}</p>
        </div>
        <Privacy>
          <Icon name="shield" size={18} />
          {T.privacy}
        </Privacy>
        <Drop
          $over={over}
          onDragEnter={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
          }}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
          }}
          onDrop={drop}
        >
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-file-title`}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = ''; // the same file chosen again is checked again
              if (file) void checkFile(file);
            }}
          />
          <label htmlFor={`${id}-file`}>
            <Icon name="download" size={28} />
            <span className="title" id={`${id}-file-title`}>
              {T.dropLabel}
            </span>
            <span className="hint" id={`${id}-file-hint`}>
              {T.dropHint}
            </span>
          </label>
        </Drop>
        <HashForm onSubmit={submitHash} noValidate aria-label="Comprobar una huella">
          <TextInput
            label={T.hashLabel}
            hint={problema ? undefined : T.hashHint}
            error={problema}
            name="sha256"
            value={texto}
            onChange={(e) => {
              setTexto(e.target.value);
              if (problema) setProblema(null);
            }}
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            maxLength={200}
            placeholder="3f9a…"
          />
          <Button type="submit" variant="primary">
            {T.submit}
          </Button>
        </HashForm>
        <div role="status" aria-live="polite" aria-atomic="true" aria-label={T.resultLabel}>
          <VerificacionResult estado={estado} />
        </div>
      </Card>
      <Back to="/login">← {T.backToLogin}</Back>
    </PublicFrame>
  );
}
