-- 010: one CSV/ZIP export at a time per user, across every API instance on one PostgreSQL
-- (api/src/platform/http/one-export.ts). A slot left by a crashed instance expires by itself.
CREATE TABLE exportaciones_en_curso (
  usuario_id integer     PRIMARY KEY REFERENCES usuarios (id) ON DELETE CASCADE,
  clave      uuid        NOT NULL,
  hasta      timestamptz NOT NULL
);
