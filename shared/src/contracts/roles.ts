/** Numeric role of a system user (docs/product-spec.md §6): 0 administrador, 1 proveedor, 2 cliente. */
export const ROLE = { ADMIN: 0, PROVEEDOR: 1, CLIENTE: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ALL_ROLES: readonly Role[] = [ROLE.ADMIN, ROLE.PROVEEDOR, ROLE.CLIENTE];

export const ROLE_NAMES: Record<Role, string> = {
  0: 'Administrador',
  1: 'Proveedor',
  2: 'Cliente',
};

export function isRole(value: unknown): value is Role {
  return value === 0 || value === 1 || value === 2;
}
