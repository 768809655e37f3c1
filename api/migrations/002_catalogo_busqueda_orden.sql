-- 002: catalog list indexes, chosen by measurement (scripts/bench/catalog-list.mjs, 10 000 services on PGlite).
-- Valid on PostgreSQL 15+ and PGlite. Expressions here must stay identical to the ones in
-- api/src/modules/servicios/repository.ts and api/src/routes/catalogos/lib/search.ts, or the planner ignores them.

-- GET /servicios?search= : ILIKE over nombre + descripcion + categoria as ONE expression with one trigram
-- index (three ORed ILIKEs seq-scanned every row: ~85 ms vs ~17 ms for '%valla%' on 10 000 rows).
CREATE INDEX servicios_busqueda_trgm_idx ON servicios
  USING gin ((nombre || ' ' || coalesce(descripcion, '') || ' ' || coalesce(categoria, '')) gin_trgm_ops);

-- GET /servicios?sortBy=precio : ordered index scan instead of sorting every row.
CREATE INDEX servicios_precio_idx ON servicios (precio, id);

-- GET /servicios?sortBy=nombre : case- and accent-insensitive order (same on any collation); without the
-- index a deep page computed translate(lower()) on every row and sorted them (~250 ms at page 900).
CREATE INDEX servicios_nombre_orden_idx ON servicios
  (translate(lower(nombre), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ'), id);
