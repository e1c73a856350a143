// The PostgreSQL deployment example cannot be started here (no Docker engine), so it is held to what
// the app actually reads: every variable it sets is one Palaestra knows, and both replicas share one
// database behind a proxy that health-checks them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/server/config.js';

const deploy = path.resolve(import.meta.dirname, '../deploy');
const compose = fs.readFileSync(path.join(deploy, 'compose.postgres.yml'), 'utf8');
const caddyfile = fs.readFileSync(path.join(deploy, 'Caddyfile'), 'utf8');

/** The variable names under the palaestra services' `environment:` block. */
function palaestraVariables(): string[] {
  const block = /x-palaestra:[\s\S]*?\n {2}environment:\n((?: {4}\w+: .*\n)+)/.exec(compose)?.[1] ?? '';
  return [...block.matchAll(/^ {4}(\w+):/gm)].map((m) => m[1] as string);
}

describe('deploy/compose.postgres.yml', () => {
  it('sets only variables Palaestra reads, including a PostgreSQL DATABASE_URL and TRUST_PROXY', () => {
    const variables = palaestraVariables();
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'APP_URL', 'TRUST_PROXY']));
    expect(variables.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/palaestra:.*@postgres:5432\/palaestra/);
  });

  it('runs two replicas of the same service, read-only, and a proxy in front of both', () => {
    expect(compose).toMatch(/^ {2}palaestra-1:\n {4}<<: \*palaestra$/m);
    expect(compose).toMatch(/^ {2}palaestra-2:\n {4}<<: \*palaestra$/m);
    expect(compose).toMatch(/read_only: true/);
    expect(caddyfile).toMatch(/reverse_proxy palaestra-1:3000 palaestra-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/healthz/);
  });
});
