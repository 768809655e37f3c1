import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One JSON log line per request (method, url without query string, status, ms), written when the
 * response completes; Fastify's separate "incoming request" line is dropped. Query strings are
 * left out of the log because they may carry search terms typed by users.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.auth?.user.id,
    };
    // A client that goes away mid-response (navigation, closed tab) is not a server error.
    if (error && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && reply.statusCode < 500)
      reply.log.debug({ ...line, err: error }, 'request aborted by client');
    else if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error ?? undefined }, 'request');
    else reply.log.info(line, 'request');
  }
}
