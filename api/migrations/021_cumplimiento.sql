-- 021: campaign compliance (issue 37; docs/decisions/cumplimiento.md). Each check of a campaign line knows, from the facts,
-- how many reports of its line answer it inside its window with at least one photo whose flags are none or reviewed
-- (valid), and how many answer it with photos that all carry flags nobody reviewed yet (in review). The database keeps
-- the counts itself, in the transaction of the change that moves them — a report written, moved or deleted, a photo
-- added or deleted, a flag raised or reviewed, a window moved — so compliance is never a batch that can be stale.
-- The state is read from them and today's date (Bogotá): no_aplica (campaign or line cancelled), cumplido, en_revision,
-- atrasado (window closed, nothing), pendiente.

ALTER TABLE campana_controles
  ADD COLUMN informes_validos     integer NOT NULL DEFAULT 0,
  ADD COLUMN informes_en_revision integer NOT NULL DEFAULT 0,
  -- The first day a valid report was made: when the check was fulfilled.
  ADD COLUMN cumplido_en          date;

-- The check's counts again, from its reports and their photos' flags.
CREATE FUNCTION control_recalcular(p_control integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_control IS NULL THEN
    RETURN;
  END IF;
  UPDATE campana_controles cc SET
    informes_validos = x.validos,
    informes_en_revision = x.revision,
    cumplido_en = x.primero
  FROM (
    SELECT count(*) FILTER (WHERE r.buenas > 0)::int AS validos,
           count(*) FILTER (WHERE r.buenas = 0 AND r.fotos > 0)::int AS revision,
           min(r.fecha) FILTER (WHERE r.buenas > 0) AS primero
    FROM (
      SELECT i.fecha,
             (SELECT count(*) FROM informe_archivos a WHERE a.informe_id = i.id) AS fotos,
             (SELECT count(*) FROM informe_archivos a WHERE a.informe_id = i.id
                AND NOT EXISTS (SELECT 1 FROM informe_archivo_alertas al WHERE al.archivo_id = a.id AND al.revisada_at IS NULL)) AS buenas
      FROM informes i
      JOIN campana_controles c ON c.id = i.control_id
      WHERE i.control_id = p_control AND i.fecha BETWEEN c.desde AND c.hasta
    ) r
  ) x
  WHERE cc.id = p_control;
END
$$;

-- A report written, moved to another check or date, or deleted.
CREATE FUNCTION informes_cumplimiento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM control_recalcular(OLD.control_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.control_id IS DISTINCT FROM OLD.control_id OR NEW.fecha <> OLD.fecha) THEN
    PERFORM control_recalcular(NEW.control_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER informes_cumplimiento AFTER INSERT OR DELETE OR UPDATE OF control_id, fecha ON informes
  FOR EACH ROW EXECUTE FUNCTION informes_cumplimiento();

-- A photo added or deleted (its report's check; a report deleted whole is counted by the trigger above).
CREATE FUNCTION archivos_cumplimiento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM control_recalcular((SELECT control_id FROM informes WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.informe_id ELSE NEW.informe_id END));
  RETURN NULL;
END
$$;
CREATE TRIGGER archivos_cumplimiento AFTER INSERT OR DELETE ON informe_archivos
  FOR EACH ROW EXECUTE FUNCTION archivos_cumplimiento();

-- A flag raised, reviewed or removed (its photo's report's check).
CREATE FUNCTION alertas_cumplimiento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM control_recalcular((SELECT control_id FROM informes WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.informe_id ELSE NEW.informe_id END));
  RETURN NULL;
END
$$;
CREATE TRIGGER alertas_cumplimiento AFTER INSERT OR DELETE OR UPDATE OF revisada_at ON informe_archivo_alertas
  FOR EACH ROW EXECUTE FUNCTION alertas_cumplimiento();

-- A window moved (the campaign's dates or the line's rules changed): which reports fall inside it changes.
CREATE FUNCTION controles_cumplimiento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM control_recalcular(NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER controles_cumplimiento AFTER INSERT OR UPDATE OF desde, hasta ON campana_controles
  FOR EACH ROW EXECUTE FUNCTION controles_cumplimiento();
