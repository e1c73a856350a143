// No image registry is reachable here, so the image is checked as text: it lints clean and has the
// properties a self-hoster relies on.
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

  it('builds on a Debian Node LTS image and runs on a slim one', () => {
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=(20|22|24)$/m);
    expect(dockerfile).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm AS build$/m);
    expect(runtimeStage).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim AS runtime$/m);
  });

  it('runs as a non-root user with data in a /data volume on port 3000', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^VOLUME \/data$/m);
    expect(runtimeStage).toMatch(/DATA_DIR=\/data/);
    expect(runtimeStage).toMatch(/NODE_ENV=production/);
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*[\s\S]*\/healthz/m);
  });

  it('ships only production dependencies and the built client', () => {
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(runtimeStage).toMatch(/COPY --from=build \/app\/dist\/client/);
    expect(runtimeStage).not.toMatch(/npm (ci|install)/);
  });

  it('keeps local state out of the build context', () => {
    for (const entry of ['node_modules', 'data', 'dist', '.git']) expect(dockerignore).toContain(entry);
  });
});
