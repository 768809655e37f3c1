-- 015: the public check of a photo (GET /verificar/{sha256}, docs/decisions/verificar.md) looks originals up by their
-- SHA-256 across every report. The index has the name and definition of the one the photo-evidence work adds for exact
-- duplicates (its migration 014), so whichever comes first makes it and the other finds it there.
CREATE INDEX IF NOT EXISTS informe_archivos_sha256_idx ON informe_archivos (sha256) WHERE sha256 IS NOT NULL;
