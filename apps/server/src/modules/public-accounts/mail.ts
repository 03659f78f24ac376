import type { FastifyRequest } from 'fastify';
import type { Mail } from '../../lib/mailer.ts';

/** Not awaited: a slower answer for known addresses would tell which ones exist. */
export function mailLater(request: FastifyRequest, mail: Mail): void {
  request.server.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'no se pudo enviar el correo'));
}
