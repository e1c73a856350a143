// No Docker engine runs here, so the image is checked as text: it lints clean and has the
// properties a self-hoster relies on. What the runtime stage copies is laid out and run for real by
// e2e/runtime-image.e2e.ts (scripts/package-runtime.ts is the step both use).
import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const dockerignore = fs
  .readFileSync(path.join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim());
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('Dockerfile', () => {
  it('passes dockerfile-utils lint with no diagnostics', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds on a Debian Node LTS image from the lock file, and runs on a slim one', () => {
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=(20|22|24)$/m);
    expect(dockerfile).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).not.toMatch(/npm install/);
    expect(runtimeStage).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim AS runtime$/m);
  });

  it('runs the compiled server with plain node, as a non-root user, with data in a /data volume', () => {
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/server\/index\.js"\]$/m);
    expect(runtimeStage).not.toMatch(/tsx|typescript/);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^VOLUME \/data$/m);
    expect(runtimeStage).toMatch(/DATA_DIR=\/data/);
    expect(runtimeStage).toMatch(/NODE_ENV=production/);
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
  });

  it('checks health often enough to report healthy within about 12 s of starting', () => {
    const healthcheck = /^HEALTHCHECK --interval=(\d+)s .*\n.*\/healthz/m.exec(runtimeStage);
    expect(healthcheck).not.toBeNull();
    expect(Number(healthcheck?.[1])).toBeLessThanOrEqual(10);
  });

  it('copies only the laid-out runtime into the final image', () => {
    expect(dockerfile).toMatch(/npx tsx scripts\/package-runtime\.ts \/runtime/);
    expect(runtimeStage.match(/^COPY .*/gm)).toEqual(['COPY --from=build /runtime ./']);
    expect(runtimeStage).not.toMatch(/npm (ci|install)/);
  });

  it('keeps local state out of the build context', () => {
    for (const entry of ['node_modules', 'data', 'dist', '.git']) expect(dockerignore).toContain(entry);
  });
});
