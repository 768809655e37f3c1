-- 013: Idempotency-Key of POST /informes (docs/decisions/idempotency.md). A report sent again with the same key
-- (a retry after a lost answer, a second tab) is answered with the report the first request created. The key is
-- claimed with INSERT … ON CONFLICT DO NOTHING inside the create transaction: a second request with the same key
-- waits for the first to commit, then reads its report. Keys are per user and expire after 7 days (swept).
CREATE TABLE claves_idempotencia (
  usuario_id integer      NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  clave      varchar(255) NOT NULL CHECK (clave ~ '^[A-Za-z0-9_.:-]{1,255}$'),
  -- SHA-256 of the operation and its normalised body: the same key with another body is refused (422).
  huella     char(64)     NOT NULL CHECK (huella ~ '^[0-9a-f]{64}$'),
  -- The report created under the key; NULL once that report is deleted (the key then answers 404, like the report).
  informe_id integer      REFERENCES informes (id) ON DELETE SET NULL,
  creado_at  timestamptz  NOT NULL DEFAULT now(),
  expira_at  timestamptz  NOT NULL,
  PRIMARY KEY (usuario_id, clave)
);
CREATE INDEX claves_idempotencia_expira_idx ON claves_idempotencia (expira_at);
-- Deleting a report sets its keys' informe_id to NULL: found through this index, not a scan.
CREATE INDEX claves_idempotencia_informe_idx ON claves_idempotencia (informe_id);
