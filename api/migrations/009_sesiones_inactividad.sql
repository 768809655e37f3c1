-- 009: a session without "Recordarme" ends after SESSION_IDLE_MINUTES without requests
-- (docs/decisions/login-limits.md, "Sessions"). The API refreshes ultima_actividad_at at most once a minute.
ALTER TABLE sesiones ADD COLUMN ultima_actividad_at timestamptz NOT NULL DEFAULT now();
