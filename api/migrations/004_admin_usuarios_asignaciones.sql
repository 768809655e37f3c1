-- 004: indexes of the administration screens (/administradores, /asignaciones) and of the audit log's export.
-- Valid on PostgreSQL 15+ and PGlite. Expressions here must stay identical to the ones in
-- api/src/modules/usuarios/repository.ts, or the planner ignores them.

-- GET /admin/usuarios?search= : ILIKE over usuario, correo and the four name parts as ONE expression.
CREATE INDEX usuarios_busqueda_trgm_idx ON usuarios
  USING gin ((usuario || ' ' || correo || ' ' || primer_nombre || ' ' || coalesce(segundo_nombre, '') || ' '
              || primer_apellido || ' ' || coalesce(segundo_apellido, '')) gin_trgm_ops);

-- GET /admin/usuarios (default order: newest first) : ordered index scan of one page.
CREATE INDEX usuarios_creado_idx ON usuarios (creado_at DESC, id DESC);

-- GET /admin/usuarios?sortBy=nombre : ordered index scan instead of sorting every user by an accent-free key
-- (the same translate(lower()) as catalogos/lib/search.ts spanishSortKey).
CREATE INDEX usuarios_nombre_orden_idx ON usuarios (
  translate(lower(primer_nombre), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ'),
  translate(lower(primer_apellido), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ'),
  id);

-- Guard rail "never the last active administrator": the check locks the active administrators' rows.
CREATE INDEX usuarios_admins_activos_idx ON usuarios (id) WHERE tipo = 0 AND activo;

-- GET /asignaciones (newest first).
CREATE INDEX asignaciones_creado_idx ON asignaciones (creado_at DESC, id DESC);

-- GET /auditoria/export for a provider or client user: their own events in keyset order (creado_at, id).
DROP INDEX auditoria_usuario_id_idx;
CREATE INDEX auditoria_usuario_id_idx ON auditoria (usuario_id, creado_at DESC, id DESC);
