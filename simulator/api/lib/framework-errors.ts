import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

/** Errors the router raises before any route runs (fastify's `frameworkErrors` option). */
const ROUTER_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_BAD_URL: { status: 400, msg: '请求路径编码不正确' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, msg: '路径参数过长，不能超过100个字符' },
};

/** fastify's `frameworkErrors`: the router's own refusals in the envelope, in Chinese. */
export function answerFrameworkError(
  error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs before the router: the header every other answer gets in server.ts's onRequest.
  void reply.header('x-content-type-options', 'nosniff');
  const known = ROUTER_ERRORS[error.code];
  if (known) {
    void reply.code(known.status).send(failure(known.status, known.msg));
    return;
  }
  void reply.code(500).send(failure(500, '服务器内部错误'));
}

/** Node's `clientError` (the request could not even be parsed): status and message by parser code. */
function clientErrorAnswer(code: string | undefined): { status: number; msg: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, msg: '请求头或查询参数过大，不能超过16KB' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_REQUEST_TIMEOUT_EXCEEDED')
    return { status: 408, msg: '请求超时' };
  if (code === 'HPE_INVALID_CONTENT_LENGTH' || code === 'HPE_UNEXPECTED_CONTENT_LENGTH')
    return { status: 400, msg: '请求头 Content-Length 不正确' };
  if (code === 'HPE_INVALID_METHOD') return { status: 400, msg: '不支持的请求方法' };
  return { status: 400, msg: '请求格式错误，无法解析' };
}

/**
 * fastify's `clientErrorHandler`: Node's parser gave up on the bytes, so no request or reply exists
 * and the answer is written to the socket by hand (as fastify's default does), in the envelope.
 * A reset or closed socket gets nothing: there is no one to answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = clientErrorAnswer(error.code);
  const body = JSON.stringify(failure(status, msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
