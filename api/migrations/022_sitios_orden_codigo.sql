-- 022: the sites list's pages (issue 36; docs/decisions/sitios-campanas.md, "Numbers"). GET /sitios sorts by code by
-- default, on the Spanish sort key of api/src/platform/lib/search.ts (spanishSortKey) and then the id. Without an index
-- on that key every page computed the key of every site and sorted them all to keep 20; with it, the page's ids are read
-- in order (PGlite, 2 000 sites: the first page's query from about 10 ms to 2.5 ms). The expression must stay exactly
-- spanishSortKey's.
CREATE INDEX sitios_orden_codigo_idx ON sitios (translate(lower(codigo), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ'), id);
