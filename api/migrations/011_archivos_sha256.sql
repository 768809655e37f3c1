-- 011: photos keep the SHA-256 of their original bytes (field evidence: the stored file can be shown unchanged).
-- Nullable only for rows written without an upload (benchmarks, tests that fake a file); the upload route always
-- sets it (docs/decisions/photos-storage.md).
ALTER TABLE informe_archivos ADD COLUMN sha256 char(64) CHECK (sha256 ~ '^[0-9a-f]{64}$');
