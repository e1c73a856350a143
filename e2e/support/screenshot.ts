// The README's screenshots: UPDATE_SCREENSHOTS=1 writes them under docs/screenshots; a normal run writes
// them to a temp folder, so it still proves each page renders and the pictures are real.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tempDir } from '../../src/server/test/harness.js';
import { DESKTOP, waitForLoaded } from './dashboard.js';

export const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

/** Where this run's pictures go: `docs/screenshots/<folder>` when updating, a temp folder otherwise. */
export function screenshotsDir(folder = ''): string {
  const dir = UPDATE_SCREENSHOTS
    ? path.resolve(import.meta.dirname, '../../docs/screenshots', folder)
    : tempDir('palaestra-shots-');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Saves the viewport as a PNG and checks the file: a PNG signature, the viewport's size, real content. */
export async function screenshot(
  page: Page,
  file: string,
  viewport: { width: number; height: number } = DESKTOP,
  minBytes = 10 * 1024,
): Promise<void> {
  // Web fonts and images settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForLoaded(page);
  await page.screenshot({ path: file, fullPage: false });
  const png = fs.readFileSync(file);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([viewport.width, viewport.height]);
  expect(png.length).toBeGreaterThan(minBytes);
}
