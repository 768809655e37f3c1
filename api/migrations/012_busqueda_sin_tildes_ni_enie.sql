-- 012: every search folds case, accents and ñ on both sides, so "campana" finds "Campaña" and "nandu arbol"
-- finds "Ñandú Árbol" (issue 23, point 6): a user without ñ on the keyboard, or a phone that drops it, still
-- finds the record. Sort keys keep texto_busqueda (ñ stays after n in an ordered list).
-- Expressions here must stay identical to the ones in api/src/platform/lib/search.ts and the repositories, or
-- the planner ignores the indexes. Valid on PostgreSQL 15+ and PGlite.

-- lower() leaves non-ASCII capitals alone under the C collation (PGlite), so they are mapped too.
CREATE FUNCTION texto_plegado(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(t),
    'áàâäãåéèêëíìîïóòôöõúùûüñçýÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ',
    'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy');

-- Reports: the stored search text (migration 003) is folded the new way.
CREATE OR REPLACE FUNCTION informe_busqueda(
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
    parte := texto_plegado(btrim(parte));
    IF parte <> '' AND strpos(texto, parte) = 0 THEN
      texto := CASE WHEN texto = '' THEN parte ELSE texto || ' ' || parte END;
    END IF;
  END LOOP;
  RETURN texto;
END
$$;
UPDATE informes SET busqueda = informe_busqueda(descripcion, campana, ubicacion_lugar,
                                                servicio_id, cliente_id, proveedor_id, localidad_id);

-- Services (name, description, category).
DROP INDEX servicios_busqueda_trgm_idx;
CREATE INDEX servicios_busqueda_trgm_idx ON servicios
  USING gin (texto_plegado(nombre || ' ' || coalesce(descripcion, '') || ' ' || coalesce(categoria, '')) gin_trgm_ops);

-- Users (usuario, correo, the four name parts).
DROP INDEX usuarios_busqueda_trgm_idx;
CREATE INDEX usuarios_busqueda_trgm_idx ON usuarios
  USING gin (texto_plegado(usuario || ' ' || correo || ' ' || primer_nombre || ' ' || coalesce(segundo_nombre, '') || ' '
              || primer_apellido || ' ' || coalesce(segundo_apellido, '')) gin_trgm_ops);

-- Clients (business name, NIF, representative, city, e-mail) and providers (name, director, city, e-mail).
CREATE INDEX clientes_busqueda_trgm_idx ON clientes
  USING gin (texto_plegado(razon_social || ' ' || coalesce(nif, '') || ' ' || coalesce(nombres_representante, '') || ' '
              || coalesce(apellidos_representante, '') || ' ' || coalesce(ciudad, '') || ' ' || coalesce(correo, '')) gin_trgm_ops);
CREATE INDEX proveedores_busqueda_trgm_idx ON proveedores
  USING gin (texto_plegado(nombre || ' ' || coalesce(director, '') || ' ' || coalesce(ciudad, '') || ' ' || coalesce(correo, '')) gin_trgm_ops);
-- Name alone: the search of assignments and of team leaders by their provider's or client's name.
DROP INDEX proveedores_nombre_trgm_idx;
DROP INDEX clientes_razon_social_trgm_idx;
CREATE INDEX proveedores_nombre_plegado_trgm_idx ON proveedores USING gin (texto_plegado(nombre) gin_trgm_ops);
CREATE INDEX clientes_razon_social_plegada_trgm_idx ON clientes USING gin (texto_plegado(razon_social) gin_trgm_ops);

-- Team leaders (full name).
DROP INDEX jefes_equipo_nombre_trgm_idx;
CREATE INDEX jefes_equipo_nombre_trgm_idx ON jefes_equipo
  USING gin (texto_plegado(nombres || ' ' || coalesce(apellidos, '')) gin_trgm_ops);

-- Audit log (usuario, tabla, detalles).
DROP INDEX auditoria_busqueda_trgm_idx;
CREATE INDEX auditoria_busqueda_trgm_idx ON auditoria
  USING gin (texto_plegado(usuario || ' ' || tabla || ' ' || detalles) gin_trgm_ops);
