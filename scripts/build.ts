// `npm run build`: the browser client (Vite) into dist/client and the server (esbuild) into
// dist/server, then dist/build.json, which `npm start` compares with the sources' times.
import fs from 'node:fs';
import path from 'node:path';
import { buildClient } from './build-client.js';
import { buildServer } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');

const started = Date.now();
await buildClient();
await buildServer();
fs.writeFileSync(path.join(root, 'dist/build.json'), `${JSON.stringify({ builtAt: started })}\n`);
console.log(`Built the client and the server into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
