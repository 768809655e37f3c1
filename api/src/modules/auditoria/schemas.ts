import { Type } from '@sinclair/typebox';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZES, type AuditAction } from 'shared/contracts';
import { IntegerEnum } from '../../platform/http/input';
import { AuditEventSchema, PagedSchema, PageQuery } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

const AuditPageSize = IntegerEnum(AUDIT_PAGE_SIZES, { default: 10 });

const filterProperties = {
  usuario: Type.Optional(Type.String({ maxLength: 50 })),
  accion: Type.Optional(Type.Unsafe<AuditAction>({ type: 'string', enum: [...AUDIT_ACTIONS] })),
  /** Table name (the "Tabla" column). */
  entidad: Type.Optional(Type.String({ maxLength: 50 })),
  /** Inclusive, America/Bogota calendar days. */
  fechaInicio: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  fechaFin: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
};

/** GET /auditoria */
export const AuditQuerySchema = Type.Object({ page: PageQuery, limit: AuditPageSize, ...filterProperties });

/** GET /auditoria/export: the same filters, every matching row. */
export const AuditExportQuerySchema = Type.Object(filterProperties);

export const AuditPageSchema = named('AuditPage', PagedSchema(AuditEventSchema));

export const AuditOptionsSchema = named(
  'AuditOptions',
  Type.Object({
    usuarios: Type.Array(Type.String()),
    entidades: Type.Array(Type.String()),
  }),
);
