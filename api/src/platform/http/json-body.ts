import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies: Fastify's own parser (prototype-poisoning checks included), except that an empty body sent
 * with `Content-Type: application/json` to a route that takes no body is no body at all. A client that
 * logs out that way must have its session revoked, not get 400 (issue 12). Routes with a body schema keep
 * answering 400 json_invalido to an empty body.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && !request.routeOptions.schema?.body) {
      done(null, undefined);
      return;
    }
    void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
