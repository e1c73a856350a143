// Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G link, simulated)
// for a page of the running server, in Debian's Chromium. Lighthouse 12 (13 needs Node 22).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseScore {
  page: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

export async function lighthouse(url: string, cookie?: string): Promise<LighthouseScore> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-lighthouse-'));
  const report = path.join(work, 'report.json');
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${path.join(work, 'profile')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  try {
    await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 });
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    const audit = (id: string) => Math.round(result.audits[id].numericValue as number);
    return {
      page: new URL(url).pathname,
      performance: Math.round((result.categories.performance.score as number) * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
