// The API's one Fastify route: /trpc/<procedure or batch>, answered by tRPC's resolveResponse, the
// public building block its own adapters are made of. tRPC's Fastify adapter costs a small query
// about a fifth of its CPU in two places this route avoids:
// - It gives every Request a signal and fires it when the response closes, finished or not, so each
//   request pays for an abort (a DOMException with its stack) it never needed. No procedure here
//   streams or reads the signal, so the Request carries none.
// - It sends the answer through the Response's web stream, chunk by chunk. An answer that is not
//   streamed (every answer our client asks for) goes out here whole, as the bytes the Response
//   already holds, with its length; that also lets the compression threshold see its size.
import type { AnyTRPCRouter } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type ResolveOptions<Router extends AnyTRPCRouter> = Parameters<typeof resolveResponse<Router>>[0];

export interface TrpcRouteOptions<Router extends AnyTRPCRouter> {
  prefix: string;
  router: Router;
  maxBatchSize: number;
  createContext(request: FastifyRequest, reply: FastifyReply): ReturnType<ResolveOptions<Router>['createContext']>;
  onError?: ResolveOptions<Router>['onError'];
  responseMeta?: ResolveOptions<Router>['responseMeta'];
}

export async function registerTrpcRoute<Router extends AnyTRPCRouter>(
  app: FastifyInstance,
  options: TrpcRouteOptions<Router>,
): Promise<void> {
  // In its own scope, so the body parsers below apply to the API only.
  await app.register(async (api) => {
    // tRPC parses the JSON itself (and answers a malformed body with its own error): hand it the text.
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    api.all(`${options.prefix}/:path`, async (request: FastifyRequest<{ Params: { path: string } }>, reply) => {
      const response = await resolveResponse({
        router: options.router,
        req: toFetchRequest(request),
        path: request.params.path,
        maxBatchSize: options.maxBatchSize,
        createContext: () => options.createContext(request, reply),
        onError: options.onError,
        responseMeta: options.responseMeta,
        error: null,
      });
      reply.code(response.status);
      for (const [name, value] of response.headers) reply.header(name, value);
      if (response.body === null) return reply.send();
      // A streamed answer (httpBatchStreamLink's JSON lines, subscriptions) is chunked and goes out
      // as it comes; read whole, it would carry a length beside its chunked encoding.
      if (response.headers.has('transfer-encoding')) return reply.send(response.body);
      // Its bytes as they are: text() would decode them only for the socket to encode them again.
      return reply.send(Buffer.from(await response.arrayBuffer()));
    });
  });
}

/** Only the URL's query is read (a GET's input); the host is fixed so no header can bend the URL. */
function toFetchRequest(request: FastifyRequest): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.push([name, value]);
    else if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
  }
  return new Request(new URL(request.url, 'http://localhost'), {
    method: request.method,
    headers,
    body: hasBody ? ((request.body as string | undefined) ?? null) : undefined,
  });
}
