import { ROLE, type AdminUsuario, type AdminUsuarioInput, type AdminUsuarioUpdate } from 'shared/contracts';
import { FormModal, Select, TextInput, serverMessage, useFormState } from 'shared/ui';
import {
  EMPTY_USUARIO_FORM,
  SEXO_OPTIONS,
  formToUsuarioInput,
  formToUsuarioUpdate,
  usuarioErrorText,
  usuarioFieldOf,
  usuarioToForm,
  validateUsuarioForm,
} from '../api/usuario-form';
import { TIPO_OPTIONS } from '../api/usuarios-query';
import { selectOptions, useClienteOptions, useProveedorOptions } from '../../opciones/hooks/use-link-options';

export interface UsuarioFormModalProps {
  /** The user being edited; null for "Nuevo Usuario". */
  usuario: AdminUsuario | null;
  /** The signed-in administrator editing their own account cannot change their tipo. */
  isSelf: boolean;
  onClose: () => void;
  onCreate: (input: AdminUsuarioInput) => Promise<unknown>;
  onUpdate: (id: number, input: AdminUsuarioUpdate) => Promise<unknown>;
}

/**
 * "Nuevo Usuario" / "Editar Usuario" (mount only while open). The provider select shows only for tipo Proveedor,
 * the client select only for tipo Cliente; the password only on create and it is never sent on edit.
 */
export function UsuarioFormModal({ usuario, isSelf, onClose, onCreate, onUpdate }: UsuarioFormModalProps) {
  const creating = usuario === null;
  const form = useFormState(
    () => (usuario ? usuarioToForm(usuario) : EMPTY_USUARIO_FORM),
    (values) => validateUsuarioForm(values, creating),
    {
      errorText: (error) => usuarioErrorText(error) ?? serverMessage(error, 'Error desconocido'),
      fieldOf: usuarioFieldOf,
    },
  );
  const tipo = Number(form.values.tipo);
  const proveedores = useProveedorOptions(tipo === ROLE.PROVEEDOR);
  const clientes = useClienteOptions(tipo === ROLE.CLIENTE);
  const rightsChange =
    usuario !== null &&
    (String(usuario.tipo) !== form.values.tipo ||
      (usuario.proveedor_id ? String(usuario.proveedor_id) : '') !== form.values.proveedor_id ||
      (usuario.cliente_id ? String(usuario.cliente_id) : '') !== form.values.cliente_id);

  return (
    <FormModal
      title={creating ? 'Nuevo Usuario' : 'Editar Usuario'}
      submitLabel={creating ? 'Crear Usuario' : 'Guardar cambios'}
      size="lg"
      form={form}
      onSave={(values) => (usuario ? onUpdate(usuario.id, formToUsuarioUpdate(values)) : onCreate(formToUsuarioInput(values)))}
      onClose={onClose}
    >
      <TextInput label="Usuario" required autoComplete="off" {...form.field('usuario')} />
      <TextInput label="Correo" required type="email" autoComplete="off" {...form.field('correo')} />
      <TextInput label="Primer nombre" required autoComplete="off" {...form.field('primer_nombre')} />
      <TextInput label="Segundo nombre" autoComplete="off" {...form.field('segundo_nombre')} />
      <TextInput label="Primer apellido" required autoComplete="off" {...form.field('primer_apellido')} />
      <TextInput label="Segundo apellido" autoComplete="off" {...form.field('segundo_apellido')} />
      <Select
        label="Tipo"
        required
        options={TIPO_OPTIONS}
        disabled={isSelf}
        hint={
          isSelf
            ? 'No puedes cambiar tu propio tipo de usuario'
            : rightsChange
              ? 'Al guardar se cerrarán las sesiones abiertas del usuario'
              : undefined
        }
        {...form.field('tipo')}
      />
      {tipo === ROLE.PROVEEDOR && (
        <Select
          label="Proveedor"
          required
          placeholder={proveedores.isPending ? 'Cargando proveedores…' : 'Seleccione un proveedor'}
          options={selectOptions(proveedores.data, usuario && { id: usuario.proveedor_id, nombre: usuario.proveedor_nombre })}
          {...form.field('proveedor_id')}
        />
      )}
      {tipo === ROLE.CLIENTE && (
        <Select
          label="Cliente"
          required
          placeholder={clientes.isPending ? 'Cargando clientes…' : 'Seleccione un cliente'}
          options={selectOptions(clientes.data, usuario && { id: usuario.cliente_id, nombre: usuario.cliente_nombre })}
          {...form.field('cliente_id')}
        />
      )}
      <Select label="Sexo" placeholder="Sin especificar" options={SEXO_OPTIONS} {...form.field('sexo')} />
      <TextInput label="Teléfono" type="tel" autoComplete="off" {...form.field('telefono')} />
      {creating && (
        <TextInput
          label="Contraseña"
          required
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          {...form.field('password')}
        />
      )}
    </FormModal>
  );
}
