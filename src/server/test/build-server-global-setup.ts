// Tests that start real server processes run the compiled server, the artifact `npm start` and the
// Docker image run; this builds it once per test run (esbuild, well under a second).
import { buildServer } from '../../../scripts/build-server.js';

export default async function setup(): Promise<void> {
  await buildServer();
}
