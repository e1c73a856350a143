// Moving in, in Chromium on a phone: the owner imports a spreadsheet's CSV (a BOM, semicolons, a
// formula cell) through the real upload and its CSRF guard, reads the refused row and its reason,
// imports the rest, and downloads the Member List as CSV with a search applied — the file holds
// exactly the member the list shows. The dialog passes axe and fits the screen.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { checkWithAxe, newAxeSession } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { PHONE, type Session } from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

let server: RunningApp;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  owner = await newAxeSession(browser, PHONE);
  await signIn(owner.page, server.url, ADMIN.email, ADMIN.password);
  await owner.page.waitForURL(`${server.url}/admin`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SPREADSHEET =
  '\uFEFFName;Email;Phone;Opening balance\r\n' +
  'Maya Patel;maya@moving.test;+1 555 0100;12.50\r\n' +
  'Leo Chen;leo@moving.test;;\r\n' +
  '"=HYPERLINK(""http://evil.test"")";eve@moving.test;;\r\n' +
  'Ana Silva;ana@moving.test;;\r\n';

describe('moving a spreadsheet of members in', () => {
  it('previews the file with its refused row, imports the rest, and the list shows them', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/admin/members`);
    await page.getByRole('button', { name: 'Import members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import members' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SPREADSHEET),
    });
    await dialog.getByRole('button', { name: 'Check the file' }).click();

    const counts = dialog.getByRole('list', { name: 'What the import would do' });
    await counts.waitFor();
    expect(await counts.getByRole('listitem').allTextContents()).toEqual([
      '3 to import',
      '0 already members (skipped)',
      '1 refused',
    ]);
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    expect(await refused.locator('tbody tr').allTextContents()).toEqual([
      '4Name starts with "=", which a spreadsheet runs as a formula: remove it from the file.',
    ]);
    const axe = await checkWithAxe(page);
    expect(axe.violations).toEqual([]);
    // On a 375 px phone the dialog fits and the page never scrolls sideways.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await dialog.getByRole('button', { name: 'Import 3 members' }).click();
    await dialog.getByText('Imported 3 members.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // On the phone the Member List is a list of cards, one per member, by name.
    const cards = page.getByRole('region', { name: /^Members \d/ }).getByRole('listitem');
    await cards.getByRole('link', { name: 'Maya Patel' }).waitFor();
    expect(await cards.getByRole('link').allTextContents()).toEqual(['Ana Silva', 'Leo Chen', 'Maya Patel']);
    expect(owner.errors).toEqual([]);
  });

  it('downloads the Member List as CSV with the search it shows', async () => {
    const { page } = owner;
    await page.getByLabel('Search members').fill('maya');
    await page.waitForURL((url) => url.searchParams.get('q') === 'maya');
    await page.getByRole('region', { name: 'Members 1 of 1' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-members-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    // The phone keeps the ' the CSV writer puts before anything a spreadsheet would run (+, -, =, @).
    expect(lines[1]).toMatch(
      /^Maya Patel,maya@moving\.test,'\+1 555 0100,Standard,Active,\d{4}-\d{2}-\d{2},12\.50,,[A-Z0-9]{8},USD$/,
    );
  });
});
