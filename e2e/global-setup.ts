// Builds the client and the server once, so every browser test runs against what the product ships.
import { buildClient } from '../scripts/build-client.js';
import { buildServer } from '../scripts/build-server.js';

export default async function setup(): Promise<void> {
  await buildClient();
  await buildServer();
}
