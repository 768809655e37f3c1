-- 023: GET /health no longer counts distinct free-text campaigns with an open report (issue 36): it counts the
-- campaigns running today (campanas_fechas_idx, migration 020). The partial index that served the old count is read by
-- no query now and was still written with every report.
DROP INDEX IF EXISTS informes_campanas_activas_idx;
