// msw handlers that answer tRPC calls the way the server does (one procedure per request: the test
// client uses httpLink, not batching). For client component tests only.
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';

export const TEST_ORIGIN = 'http://localhost:3000';
const base = `${TEST_ORIGIN}/trpc`;

const RPC_CODES: Record<string, [number, number]> = {
  BAD_REQUEST: [-32600, 400],
  UNAUTHORIZED: [-32001, 401],
  FORBIDDEN: [-32003, 403],
  NOT_FOUND: [-32004, 404],
  CONFLICT: [-32009, 409],
  TOO_MANY_REQUESTS: [-32029, 429],
  SERVICE_UNAVAILABLE: [-32053, 503],
  PRECONDITION_FAILED: [-32012, 412],
  BAD_GATEWAY: [-32603, 502],
  INTERNAL_SERVER_ERROR: [-32603, 500],
};

export interface TrpcErrorShape {
  code: keyof typeof RPC_CODES;
  message: string;
  fieldErrors?: Record<string, string>;
}

function errorResponse(path: string, error: TrpcErrorShape) {
  const [rpcCode, httpStatus] = RPC_CODES[error.code] ?? [-32603, 500];
  return HttpResponse.json(
    {
      error: {
        message: error.message,
        code: rpcCode,
        data: { code: error.code, httpStatus, path, fieldErrors: error.fieldErrors },
      },
    },
    { status: httpStatus },
  );
}

type Resolver<I> = (input: I) => unknown | Promise<unknown>;

/** Answers a query. `answer` is data, or a function of the input; throw a TrpcError to fail. */
export function trpcQuery<I = unknown>(path: string, answer: unknown | Resolver<I>) {
  return http.get(`${base}/${path}`, async ({ request }) => {
    const raw = new URL(request.url).searchParams.get('input');
    const input = (raw ? JSON.parse(raw) : undefined) as I;
    return respond(path, answer, input);
  });
}

/** Answers a mutation; the resolver sees the input that was sent. */
export function trpcMutation<I = unknown>(path: string, answer: unknown | Resolver<I>) {
  return http.post(`${base}/${path}`, async ({ request }) => {
    const text = await request.text();
    const input = (text ? JSON.parse(text) : undefined) as I;
    return respond(path, answer, input);
  });
}

export class TrpcError extends Error {
  constructor(readonly shape: TrpcErrorShape) {
    super(shape.message);
  }
}

async function respond<I>(path: string, answer: unknown | Resolver<I>, input: I) {
  try {
    const data = typeof answer === 'function' ? await (answer as Resolver<I>)(input) : answer;
    return HttpResponse.json({ result: { data } });
  } catch (error) {
    if (error instanceof TrpcError) return errorResponse(path, error.shape);
    throw error;
  }
}

/** What a money-writing call carries beside its input (see lib/useOncePerIntent.ts): any well-formed key. */
export const anyIdempotencyKey: unknown = expect.stringMatching(/^[A-Za-z0-9_-]{22,64}$/);
