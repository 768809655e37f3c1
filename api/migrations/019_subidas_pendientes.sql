-- 019: unfinished tus uploads and what they take (docs/decisions/photos-storage.md, "Resumable uploads: limits";
-- issue #34, point 2). One row per upload from its creation until it is finished, terminated, refused or swept after
-- its expiry, written before the upload exists: the caps per user (count, declared bytes) and per report (never
-- more photos in flight than free places) count these rows under locks, so they hold across restarts and for every
-- API instance on one PostgreSQL; the expiry sweep takes expired rows with DELETE … RETURNING (each by one instance).
CREATE TABLE subidas_pendientes (
  -- The upload's id as its URL shows it (128 random bits; on S3 the store adds the bucket prefix).
  id         char(32)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  usuario_id integer     NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  -- No foreign key: an upload of a deleted report keeps counting for its user until it is removed (its next request,
  -- its user's next creation, or the sweep), as its bytes are still stored until then.
  informe_id integer     NOT NULL,
  sha256     char(64)    NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- Upload-Length: what the upload may grow to.
  bytes      bigint      NOT NULL CHECK (bytes > 0),
  creado_at  timestamptz NOT NULL DEFAULT now(),
  expira_at  timestamptz NOT NULL
);
CREATE INDEX subidas_pendientes_usuario_idx ON subidas_pendientes (usuario_id, expira_at);
CREATE INDEX subidas_pendientes_informe_idx ON subidas_pendientes (informe_id, expira_at);
CREATE INDEX subidas_pendientes_expira_idx ON subidas_pendientes (expira_at);
