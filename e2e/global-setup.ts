// Builds the client once so every browser test runs against the same bundle the product ships.
import { buildClient } from '../scripts/build-client.js';

export default async function setup(): Promise<void> {
  await buildClient();
}
