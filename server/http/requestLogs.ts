import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * In development a request's two lines (received, answered) are `debug`, so a visit of a few
 * pages does not bury what the server has to say; failures keep their level. Production keeps
 * Fastify's lines at `info`, which its log collector counts on.
 */
export class DevelopmentRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
    } else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
