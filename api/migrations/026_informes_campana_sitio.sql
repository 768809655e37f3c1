-- 026: a campaign page counts each line's reports (`informes` of that campaign and site: lineasDe in
-- api/src/modules/campanas/repository.ts), one lookup per line. With only (campana_id) and (sitio_id, fecha), each of a
-- 400-line campaign's lookups intersected the campaign's ~3 000 reports with the site's: GET /campanas/:id took most of
-- its time there (scripts/bench/cumplimiento.mjs; docs/decisions/cumplimiento.md, "Measured"). One index on both answers
-- each lookup from the index alone, and still serves every query by campaign, so it replaces the campaign's own.
CREATE INDEX IF NOT EXISTS informes_campana_sitio_idx ON informes (campana_id, sitio_id) WHERE campana_id IS NOT NULL;
DROP INDEX IF EXISTS informes_campana_idx;
