// What a first visit to `/` downloads as JavaScript, counted as it crosses the wire: the entry script
// and every module it preloads, asked for the way a browser asks (brotli or gzip).
import http from 'node:http';

export interface WireSize {
  files: { path: string; encoding: string; bytes: number }[];
  totalBytes: number;
}

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The script and modulepreload URLs of an HTML page, in order. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1] as string);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    found.add(match[1] as string);
  return [...found];
}

export async function javascriptOnTheWire(baseUrl: string, pagePath = '/'): Promise<WireSize> {
  const page = await get(`${baseUrl}${pagePath}`, {});
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const files = [];
  for (const script of scriptsOf(page.body.toString('utf8'))) {
    const response = await get(new URL(script, baseUrl).toString(), { 'accept-encoding': 'br, gzip' });
    if (response.status !== 200) throw new Error(`${script} answered ${response.status}`);
    files.push({ path: script, encoding: response.encoding, bytes: response.body.length });
  }
  return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}
