import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../platform/auth/guard';
import { notFound } from '../../platform/http/errors';
import * as repo from './repository';
import { CatalogListSchema, LocalidadesSchema, ProvinceParams } from './schemas';
import { MISSING, PARAMS, contract, signedIn } from '../../platform/http/route-contract';

const read = requirePermission('catalogos.read');

/** /catalogos/provincias and /catalogos/localidades/:provinceId — every signed-in user. */
const catalogosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/provincias',
    {
      onRequest: read,
      schema: { ...contract('catalogos', 'listCatalogProvinces', 'Catálogo de provincias', signedIn()), response: { 200: CatalogListSchema } },
    },
    async () => repo.provincias(app.db),
  );

  app.get(
    '/localidades/:provinceId',
    {
      onRequest: read,
      schema: {
        ...contract('catalogos', 'listLocalities', 'Localidades de una provincia', signedIn(PARAMS, MISSING)),
        params: ProvinceParams,
        response: { 200: LocalidadesSchema },
      },
    },
    async (request) => {
      const rows = await repo.localidades(app.db, request.params.provinceId);
      if (!rows) throw notFound('Provincia no encontrada');
      return rows;
    },
  );
};

/** GET /provincias — the same list, at the path the clients screen calls (docs/product-spec.md §7). */
export const provinciasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: read,
      schema: { ...contract('provincias', 'listProvinces', 'Listar provincias', signedIn()), response: { 200: CatalogListSchema } },
    },
    async () => repo.provincias(app.db),
  );
};

export default catalogosRoutes;
