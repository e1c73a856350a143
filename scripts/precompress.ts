// Brotli and gzip copies of the built client's text files, made once at build time at the highest
// settings, so the server sends them without compressing anything per request (@fastify/static's
// preCompressed picks the copy the browser accepts). A copy that would not be smaller is not written.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of filesUnder(dir)) {
    const original = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gzip = zlib.gzipSync(original, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli.length < original.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < original.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += original.length;
    brotliBytes += Math.min(brotli.length, original.length);
  }
  return { files, bytes, brotliBytes };
}
