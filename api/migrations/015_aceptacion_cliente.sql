-- 015: a client's acceptance of a completed report (issue 25; docs/decisions/aceptacion-cliente.md).
-- Who accepted is kept as the user's id and, like the audit log, as the usuario and name at that moment (the user
-- may be deleted later). Cleared when the report leaves Completado (an administrator reopens it).
ALTER TABLE informes
  ADD COLUMN aceptado_por         integer REFERENCES usuarios (id) ON DELETE SET NULL,
  ADD COLUMN aceptado_por_usuario varchar(100),
  ADD COLUMN aceptado_por_nombre  varchar(400),
  ADD COLUMN aceptado_at          timestamptz,
  ADD CONSTRAINT informes_aceptacion_completa CHECK ((aceptado_at IS NULL) = (aceptado_por_usuario IS NULL));
