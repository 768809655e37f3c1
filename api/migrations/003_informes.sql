-- 003: reports — status history in the audit log, accent-insensitive search text, files queued for deletion.
-- Valid on PostgreSQL 15+ and PGlite. Expressions here must stay identical to the ones in
-- api/src/modules/informes/repository.ts, or the planner ignores the indexes.

-- Status history (GET /informes/:id) comes from audit rows: a status change writes
-- datos = { estado_anterior, estado_nuevo, comentario } (docs/decisions/informes-estados.md).
ALTER TABLE auditoria ADD COLUMN datos jsonb;
CREATE INDEX auditoria_registro_idx ON auditoria (tabla, registro_id, creado_at, id);

-- Search key: lower case without Spanish accents, the same on any collation (PGlite runs with C, where
-- lower() leaves accented capitals alone, so they are mapped too). Used on both sides of the LIKE.
CREATE FUNCTION texto_busqueda(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(t), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ');

-- GET /informes?search= looks in descripción, campaña, lugar, cliente, proveedor, servicio and localidad.
-- Those names live in other tables; a join + OR of seven ILIKEs cannot use one index, so each report keeps
-- the text in `busqueda` (one trigram index), written by triggers in the same transaction as every change
-- that affects it: the report's own columns, and renames of its client, provider, service or locality.
-- A name already contained in the text is not added again (the text the server derives for a description,
-- "<servicio> en <localidad>", repeats both): a shorter text is a cheaper recheck, and every search that
-- matches one field still matches the text.
CREATE FUNCTION informe_busqueda(
  descripcion text, campana text, ubicacion_lugar text,
  servicio_id integer, cliente_id integer, proveedor_id integer, localidad_id integer
) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  texto text := '';
  parte text;
BEGIN
  FOREACH parte IN ARRAY ARRAY[
    descripcion, campana, ubicacion_lugar,
    (SELECT s.nombre FROM servicios s WHERE s.id = servicio_id),
    (SELECT c.razon_social FROM clientes c WHERE c.id = cliente_id),
    (SELECT p.nombre FROM proveedores p WHERE p.id = proveedor_id),
    (SELECT l.nombre FROM localidades l WHERE l.id = localidad_id)
  ] LOOP
    parte := texto_busqueda(btrim(parte));
    IF parte <> '' AND strpos(texto, parte) = 0 THEN
      texto := CASE WHEN texto = '' THEN parte ELSE texto || ' ' || parte END;
    END IF;
  END LOOP;
  RETURN texto;
END
$$;

ALTER TABLE informes ADD COLUMN busqueda text NOT NULL DEFAULT '';

CREATE FUNCTION informes_busqueda_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busqueda := informe_busqueda(NEW.descripcion, NEW.campana, NEW.ubicacion_lugar,
                                   NEW.servicio_id, NEW.cliente_id, NEW.proveedor_id, NEW.localidad_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER informes_busqueda
  BEFORE INSERT OR UPDATE OF descripcion, campana, ubicacion_lugar, servicio_id, cliente_id, proveedor_id, localidad_id
  ON informes FOR EACH ROW EXECUTE FUNCTION informes_busqueda_trg();

-- A rename rewrites the search text of the reports that show the name (TG_ARGV[0]: the referencing column).
CREATE FUNCTION informes_busqueda_renombre_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE informes SET busqueda = informe_busqueda(descripcion, campana, ubicacion_lugar, '
    'servicio_id, cliente_id, proveedor_id, localidad_id) WHERE %I = $1', TG_ARGV[0])
  USING NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER servicios_renombre_busqueda AFTER UPDATE OF nombre ON servicios
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre)
  EXECUTE FUNCTION informes_busqueda_renombre_trg('servicio_id');
CREATE TRIGGER clientes_renombre_busqueda AFTER UPDATE OF razon_social ON clientes
  FOR EACH ROW WHEN (OLD.razon_social IS DISTINCT FROM NEW.razon_social)
  EXECUTE FUNCTION informes_busqueda_renombre_trg('cliente_id');
CREATE TRIGGER proveedores_renombre_busqueda AFTER UPDATE OF nombre ON proveedores
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre)
  EXECUTE FUNCTION informes_busqueda_renombre_trg('proveedor_id');
CREATE TRIGGER localidades_renombre_busqueda AFTER UPDATE OF nombre ON localidades
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre)
  EXECUTE FUNCTION informes_busqueda_renombre_trg('localidad_id');

-- Reports that exist now (demo data of an older start).
UPDATE informes SET busqueda = informe_busqueda(descripcion, campana, ubicacion_lugar,
                                                servicio_id, cliente_id, proveedor_id, localidad_id);

CREATE INDEX informes_busqueda_trgm_idx ON informes USING gin (busqueda gin_trgm_ops);
-- Replaced by the search text above.
DROP INDEX informes_campana_trgm_idx;
DROP INDEX informes_descripcion_trgm_idx;

-- Sorts of GET /informes (api/src/modules/informes/repository.ts `ordering`): every key and its tie-breakers
-- (creado_at, id) follow the requested direction, so one index serves both directions.
CREATE INDEX informes_fecha_idx ON informes (fecha, creado_at, id);
-- Status in workflow order, not alphabetical.
CREATE FUNCTION informe_estado_orden(estado varchar) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE estado WHEN 'pendiente' THEN 1 WHEN 'en_progreso' THEN 2 WHEN 'completado' THEN 3 WHEN 'cancelado' THEN 4 END;
CREATE INDEX informes_estado_orden_idx ON informes (informe_estado_orden(estado), creado_at, id);
-- By client or provider name: the names in order, each one's reports through informes_cliente_idx /
-- informes_proveedor_idx (a nested loop that stops after one page instead of sorting every report). The key is
-- stored: computed per report row while sorting a few thousand matches it cost PGlite ~50 ms.
ALTER TABLE clientes ADD COLUMN nombre_orden text GENERATED ALWAYS AS (texto_busqueda(razon_social)) STORED;
ALTER TABLE proveedores ADD COLUMN nombre_orden text GENERATED ALWAYS AS (texto_busqueda(nombre)) STORED;
CREATE INDEX clientes_orden_idx ON clientes (nombre_orden, id);
CREATE INDEX proveedores_orden_idx ON proveedores (nombre_orden, id);

-- Version of the reports' data: every statement that writes informes (including the search-text rewrites of a
-- rename) bumps it in its own transaction, so a list total counted at version v is exact while v holds
-- (api/src/modules/informes/conteo.ts; docs/decisions/informes-api.md).
CREATE TABLE informes_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  v  bigint  NOT NULL
);
INSERT INTO informes_version (id, v) VALUES (true, 1);

CREATE FUNCTION informes_version_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE informes_version SET v = v + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER informes_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON informes
  FOR EACH STATEMENT EXECUTE FUNCTION informes_version_trg();

-- Files of deleted reports (docs/decisions/informes-borrado.md): deleting an informe_archivos row (directly
-- or by the ON DELETE CASCADE of its report) queues its stored object in the same transaction; the object is
-- removed from storage after the commit and the queue row last, so a crash at any point leaves neither a row
-- pointing at a missing file nor a file that no row knows.
CREATE TABLE archivos_pendientes_borrado (
  id                bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  nombre_almacenado varchar(255) NOT NULL,
  creado_at         timestamptz  NOT NULL DEFAULT now()
);

CREATE FUNCTION informe_archivos_borrado_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO archivos_pendientes_borrado (nombre_almacenado) VALUES (OLD.nombre_almacenado);
  RETURN NULL;
END
$$;
CREATE TRIGGER informe_archivos_borrado AFTER DELETE ON informe_archivos
  FOR EACH ROW EXECUTE FUNCTION informe_archivos_borrado_trg();
