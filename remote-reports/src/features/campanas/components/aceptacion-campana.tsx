import { useState } from 'react';
import styled from 'styled-components';
import { ROLE, type ApiSchema } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, FormModal, FullWidth, Notice, TextArea, tk, useFormState, type FormErrors } from 'shared/ui';
import { useCampanaAceptacion } from '../hooks/use-campana-aceptacion';

type Detalle = ApiSchema<'CampanaDetalle'>;
type Linea = ApiSchema<'CampanaLinea'>;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
    color: ${tk((t) => t.textMuted)};
  }
`;

/** Checks that keep a campaign from being accepted: pending, in review or late. */
const faltanParaAceptar = (c: Detalle['cumplimiento']) => c.pendiente + c.en_revision + c.atrasado;

/**
 * The client's acceptance of the campaign (docs/decisions/cumplimiento.md, "Acceptance"): who accepted it and when, for
 * everyone who sees it; for a client user, "Aceptar campaña" once every check is fulfilled, else what is missing.
 */
export function AceptacionCampana({ campana }: { campana: Detalle }) {
  const { user } = useSession();
  const { aceptar } = useCampanaAceptacion();
  const [confirming, setConfirming] = useState(false);
  const a = campana.aceptacion;
  if (a) {
    const quien = a.nombre ? `${a.nombre} (${a.usuario})` : a.usuario;
    return (
      <Notice tone="success" announce="none" title="Aceptada por el cliente">
        {quien} la aceptó el <time dateTime={a.fecha}>{formatDateTime(a.fecha)}</time>.
      </Notice>
    );
  }
  if (user?.tipo !== ROLE.CLIENTE || campana.estado === 'cancelada') return null;
  const faltan = faltanParaAceptar(campana.cumplimiento);
  const puede = faltan === 0 && campana.cumplimiento.cumplido > 0;
  return (
    <Row>
      <Button variant="primary" disabled={!puede} onClick={() => setConfirming(true)} aria-describedby="aceptar-campana-motivo">
        Aceptar campaña
      </Button>
      <p id="aceptar-campana-motivo">
        {puede
          ? 'Todos sus controles están cumplidos.'
          : `Podrá aceptarla cuando todos sus controles estén cumplidos: ${faltan === 1 ? 'falta 1' : `faltan ${faltan}`}.`}
      </p>
      <ConfirmDialog
        open={confirming}
        title={`¿Aceptar la campaña «${campana.nombre}»?`}
        tone="primary"
        confirmLabel="Aceptar campaña"
        cancelLabel="Volver"
        message="Quedará registrado que su empresa aceptó la campaña como entregada, con su usuario y la fecha. El proveedor y los administradores lo verán."
        onConfirm={() => aceptar.mutateAsync(campana.id)}
        onClose={() => setConfirming(false)}
      />
    </Row>
  );
}

interface ProblemaForm {
  comentario: string;
}
const validate = ({ comentario }: ProblemaForm): FormErrors<ProblemaForm> =>
  comentario.trim() ? {} : { comentario: 'Describa el problema: el comentario es requerido' };

/**
 * "Reportar problema" at one site (a client user; mount only while open): the site's newest completed report goes
 * back to the provider as «En Progreso» with the comment, and its users are told.
 */
export function ProblemaSitioDialog({ campanaId, linea, onClose }: { campanaId: number; linea: Linea; onClose: () => void }) {
  const { reportarProblema } = useCampanaAceptacion();
  const form = useFormState<ProblemaForm>({ comentario: '' }, validate);
  return (
    <FormModal
      title={`Reportar un problema en el sitio ${linea.sitio_codigo}`}
      submitLabel="Reportar problema"
      form={form}
      onSave={({ comentario }) => reportarProblema.mutateAsync({ id: campanaId, lineaId: linea.id, comentario: comentario.trim() })}
      onClose={onClose}
    >
      <FullWidth>
        <p style={{ margin: 0 }}>
          El último informe completado de «{linea.sitio_nombre}» volverá al proveedor como «En Progreso», con su comentario.
        </p>
      </FullWidth>
      <FullWidth>
        <TextArea label="¿Qué problema tiene el sitio?" required rows={4} maxLength={1000} {...form.field('comentario')} />
      </FullWidth>
    </FormModal>
  );
}
