-- 025: a client accepts a campaign whose checks are all fulfilled (issue 37; docs/decisions/cumplimiento.md,
-- "Acceptance"). Who and when, as for a report (migration 015).
ALTER TABLE campanas
  ADD COLUMN aceptada_por      integer REFERENCES usuarios (id) ON DELETE SET NULL,
  ADD COLUMN aceptada_usuario  varchar(50),
  ADD COLUMN aceptada_nombre   varchar(250),
  ADD COLUMN aceptada_at       timestamptz;

-- An acceptance is for the campaign as it was: a check that stops being fulfilled, or a new check (a line added, dates
-- moved), clears it in the transaction of that change.
CREATE FUNCTION campana_aceptacion_anulada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.informes_validos > 0 AND NEW.informes_validos = 0) THEN
    UPDATE campanas SET aceptada_por = NULL, aceptada_usuario = NULL, aceptada_nombre = NULL, aceptada_at = NULL
    WHERE aceptada_at IS NOT NULL AND id = (SELECT campana_id FROM campana_lineas WHERE id = NEW.linea_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER campana_aceptacion_anulada AFTER INSERT OR UPDATE OF informes_validos ON campana_controles
  FOR EACH ROW EXECUTE FUNCTION campana_aceptacion_anulada();
