-- 017: the near-duplicate threshold (DHASH_UMBRAL) goes from 12 to 16 bits, measured on real camera photos
-- (docs/decisions/photo-evidence.md). A near pair is found when a photo's hash is stored, with the threshold of that
-- day: every stored photo is hashed again by the start-up backfill (api/src/modules/fotos/evidencia/backfill.ts), which re-reads the
-- original (its evidence comes out the same), stores the pairs the new threshold finds and recomputes the flags.
-- Safe to run twice: the backfill only takes rows with dhash_leido_at null, once each.
UPDATE informe_archivos SET dhash_leido_at = NULL WHERE dhash_leido_at IS NOT NULL;
