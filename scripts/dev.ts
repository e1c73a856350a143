// `npm run dev`: the API with reload on :3000 and Vite's dev server (with hot reload) on :5173,
// which proxies /trpc to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

// Pages come from Vite's origin in development; the API accepts changes from it too.
const apiEnv = { ...process.env, ALLOWED_ORIGINS: 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('Palaestra dev: open http://localhost:5173 (API on http://localhost:3000)');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
