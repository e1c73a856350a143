// Builds the client once so every browser test runs against the same bundle the product ships.
import path from 'node:path';
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ configFile: path.resolve(import.meta.dirname, '../vite.config.ts'), logLevel: 'warn' });
}
