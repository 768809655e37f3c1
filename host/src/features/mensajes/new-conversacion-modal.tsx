import type { ContactosMensajes, ConversacionResumen } from 'shared/contracts';
import { ROLE_NAMES } from 'shared/contracts';
import { FormModal, FullWidth, MENSAJES_KEYS, Select, useApiMutation, useApiQuery, useFormState } from 'shared/ui';

interface Values {
  usuario: string;
}

const validate = (v: Values) => (v.usuario ? {} : { usuario: 'Elige con quién quieres hablar' });

/**
 * "Nueva conversación": a direct conversation with someone the user works with (GET /conversaciones/contactos:
 * an administrator with anyone, a provider with its assigned clients and back). Opens the existing one if there is.
 */
export function NewConversacionModal({ onClose, onOpened }: { onClose: () => void; onOpened: (id: number) => void }) {
  const contactos = useApiQuery<ContactosMensajes>({ queryKey: MENSAJES_KEYS.contactos, path: 'conversaciones/contactos' });
  const form = useFormState<Values>({ usuario: '' }, validate);
  const open = useApiMutation<number, ConversacionResumen>({
    mutationFn: (usuarioId, client) => client.post('conversaciones/directas', { json: { usuario_id: usuarioId } }).json<ConversacionResumen>(),
    errorToast: false,
    invalidate: [MENSAJES_KEYS.bandejaAll],
  });
  const options = (contactos.data?.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nombre} (${ROLE_NAMES[c.rol]})` }));
  return (
    <FormModal
      title="Nueva conversación"
      submitLabel="Abrir conversación"
      form={form}
      onSave={async (v) => onOpened((await open.mutateAsync(Number(v.usuario))).id)}
      onClose={onClose}
    >
      <FullWidth>
        <Select
          label="Con"
          required
          placeholder={contactos.isLoading ? 'Cargando…' : 'Seleccione...'}
          options={options}
          {...form.field('usuario')}
          onChange={(value) => form.set('usuario', value)}
        />
      </FullWidth>
    </FormModal>
  );
}
