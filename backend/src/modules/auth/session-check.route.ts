import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendError } from '../../common/filters/all-exceptions.filter';
import { UserDto } from '../users';
import type { ValidateResponseDto } from './dto/auth-response.dto';
import { JwtAuthGuard } from './guards/jwt-auth.guard';

/** The session check every page load of the SPA makes (AuthController.validate). */
export const SESSION_CHECK_PATH = '/api/auth/validate';

const logger = new Logger('Exceptions');

/**
 * GET /api/auth/validate answered by Fastify's handler directly instead of through Nest's router
 * (guard consumer, pipes, interceptors, response controller: a quarter of the call's CPU). The
 * route stays declared in AuthController (Swagger, the contract); only its handler is swapped, when
 * Nest registers it. Same semantics: the same guard (`JwtAuthGuard.authenticate`: token, session
 * cache, disabled or deleted accounts refused), the same errors through the one error formatter,
 * the same body. Every Fastify hook still runs (input check, security headers, one log line).
 */
export function answerSessionCheckDirectly(fastify: FastifyInstance, guard: JwtAuthGuard): void {
  async function sessionCheck(request: FastifyRequest, reply: FastifyReply) {
    try {
      const user = await guard.authenticate(request.headers.authorization);
      const body: ValidateResponseDto = { success: true, user: UserDto.from(user) };
      return body;
    } catch (err) {
      sendError(reply, err, request, logger);
      return reply;
    }
  }
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url === SESSION_CHECK_PATH && methods.every((m) => m === 'GET' || m === 'HEAD')) {
      route.handler = sessionCheck;
    }
  });
}
