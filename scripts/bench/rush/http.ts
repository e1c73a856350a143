// The rush's HTTP client: node's own http with keep-alive sockets (no per-request heavy work, as the
// generator shares the cores with the server), 127.0.0.1 only, and a timeout on every request.
import http from 'node:http';

export const REQUEST_TIMEOUT_MS = 10_000;

/** How one request ended: an HTTP status, or no answer at all. */
export type Outcome = { status: number; body: string } | { failure: 'timeout' | 'connection' };

// Open-loop arrivals must not wait for a free socket behind a small pool (that would be a closed loop
// again); the cap only guards the machine's file descriptors.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 256 });

export function assertLocal(url: string): void {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`refusing to load ${url}`);
}

export function send(
  url: string,
  options: { method?: 'GET' | 'POST'; cookie?: string; body?: unknown; origin?: string } = {},
): Promise<Outcome> {
  assertLocal(url);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  // The server checks a POST's Origin against its own (CSRF), as a browser would send it.
  if (options.origin) headers.origin = options.origin;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = http.request(url, { method: options.method ?? 'GET', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', () => settle({ failure: 'connection' }));
    });
    const timer = setTimeout(() => {
      settle({ failure: 'timeout' });
      request.destroy();
    }, REQUEST_TIMEOUT_MS);
    request.on('error', () => settle({ failure: 'connection' }));
    request.end(body);
  });
}

/** A batched tRPC GET exactly as the client's httpBatchLink sends it. */
export function batchUrl(baseUrl: string, calls: { path: string; input?: unknown }[]): string {
  const inputs: Record<string, unknown> = {};
  calls.forEach((call, index) => {
    if (call.input !== undefined) inputs[index] = call.input;
  });
  return `${baseUrl}/trpc/${calls.map((c) => c.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** The data of each call in a batch answer, in order. */
export function batchData(body: string): unknown[] {
  return (JSON.parse(body) as { result?: { data?: unknown } }[]).map((entry) => entry.result?.data);
}
