// `npm start` calls this first: it builds the browser client when dist/client is missing or older
// than its sources, so a fresh checkout needs no separate build step.
import fs from 'node:fs';
import path from 'node:path';
import { buildClient } from './build-client.js';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt >= sourcesAt) {
  console.log('Client build is up to date.');
} else {
  console.log('Building the client…');
  await buildClient();
  console.log('Client built into dist/client.');
}
