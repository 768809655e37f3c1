import styled from 'styled-components';
import { ROLE, type ApiSchema, type Role } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Card, CheckboxField, ErrorBanner, Notice, serverMessage, Skeleton, useApiMutation, useApiQuery } from 'shared/ui';

type Preferencias = ApiSchema<'PreferenciasAvisos'>;
type Tipo = 'correo_por_vencer' | 'correo_atrasados' | 'correo_resumen_semanal';

const AVISOS_KEY = ['avisos', 'preferencias'] as const;

/** The notice each role gets (docs/decisions/avisos.md), as its checkbox says it. */
const POR_ROL: Record<Role, { tipo: Tipo; label: string; hint: string }> = {
  [ROLE.PROVEEDOR]: {
    tipo: 'correo_por_vencer',
    label: 'Controles por vencer',
    hint: 'Un correo cuando un control de sus sitios vence en las próximas 24 horas.',
  },
  [ROLE.ADMIN]: {
    tipo: 'correo_atrasados',
    label: 'Controles atrasados',
    hint: 'Un correo cuando un control de una campaña queda atrasado.',
  },
  [ROLE.CLIENTE]: {
    tipo: 'correo_resumen_semanal',
    label: 'Resumen semanal de mis campañas',
    hint: 'Cada lunes, el cumplimiento de sus campañas activas.',
  },
};

const Section = styled(Card)`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * "Avisos por correo" beside the account's password (docs/decisions/avisos.md, "E-mail"): the notices of the user's
 * role always reach Mensajes; this says whether they also come by e-mail. Saved at once.
 */
export function AvisosCorreo() {
  const { user } = useSession();
  const query = useApiQuery<Preferencias>({ queryKey: AVISOS_KEY, path: 'avisos/preferencias', errorToast: false, enabled: user !== null });
  const save = useApiMutation<Partial<Record<Tipo, boolean>>, Preferencias>({
    mutationFn: (json, client) => client.patch('avisos/preferencias', { json }).json<Preferencias>(),
    successToast: (_data, vars) => (Object.values(vars)[0] ? 'Recibirá estos avisos por correo' : 'Ya no recibirá estos avisos por correo'),
    errorToast: 'No se pudo guardar la preferencia',
    invalidate: [AVISOS_KEY],
  });
  if (!user) return null;
  const aviso = POR_ROL[user.tipo];
  return (
    <Section as="section" aria-labelledby="avisos-correo-titulo">
      <h2 id="avisos-correo-titulo">Avisos por correo</h2>
      <p>Los avisos llegan siempre a Mensajes, en «Avisos del sistema». Elija si también los quiere por correo.</p>
      {query.isPending && <Skeleton style={{ width: '60%', height: '2.5rem' }} />}
      {query.isError && <ErrorBanner message={serverMessage(query.error, 'Error cargando sus avisos')} onRetry={() => void query.refetch()} />}
      {query.data && !query.data.correo_disponible && (
        <Notice announce="none" title="Este servidor no envía correos: los avisos llegan solo a Mensajes." />
      )}
      {query.data?.correo_disponible && (
        <CheckboxField
          label={aviso.label}
          hint={aviso.hint}
          checked={query.data[aviso.tipo]}
          disabled={save.isPending}
          onChange={(checked) => save.mutate({ [aviso.tipo]: checked })}
        />
      )}
    </Section>
  );
}
