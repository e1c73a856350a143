// Builds the production client bundle into dist/client. Vite and the React plugin read NODE_ENV, which
// the test runner sets to 'test'; the bundle must be the production one whatever the caller's env.
import path from 'node:path';
import { precompress } from './precompress.js';

const root = path.resolve(import.meta.dirname, '..');

export async function buildClient(): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    precompress(path.join(root, 'dist/client'));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
