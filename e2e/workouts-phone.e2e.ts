// Browser walk 2: a trainer assigns the "Beginner full body" starter program to a member from the
// Programs section, then the member on a 360 × 740 phone logs the sets of the first exercise from
// Today's workout (the first set's weight typed, then one tap a set), finishes, and sees the estimate
// on the progress page (one workout is one point: a figure, not a chart). Phone screenshots of both screens (docs/screenshots/workouts with
// UPDATE_SCREENSHOTS=1).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, type Session, seedMember } from './support/dashboard.js';
import { screenshot, screenshotsDir, UPDATE_SCREENSHOTS } from './support/screenshot.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const PHONE_360 = { width: 360, height: 740 } as const;
const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const TRAINER = { name: 'Theo Coach', email: 'theo@gym.test', password: 'coaching every day' };
const SHOTS_DIR = screenshotsDir('workouts');

let server: RunningApp;
let browser: Browser;
let phone: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  await seedMember(server.app, MAYA);
  await seedStaff(server.app, 'trainer', TRAINER);
  phone = await newSession(browser, PHONE_360);
  await signIn(phone.page, server.url, MAYA.email, MAYA.password);
  await phone.page.waitForURL((url) => url.pathname === '/member');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!UPDATE_SCREENSHOTS) fs.rmSync(SHOTS_DIR, { recursive: true, force: true });
});

describe('A starter program, assigned by a trainer and logged on a phone', () => {
  it('the trainer assigns "Beginner full body" to the member from the Programs section', async () => {
    const trainer = await newSession(browser);
    const { page } = trainer;
    await signIn(page, server.url, TRAINER.email, TRAINER.password);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Programs' }).click();
    const starter = page
      .getByRole('list', { name: 'Program templates' })
      .getByRole('listitem')
      .filter({
        has: page.getByText('Beginner full body', { exact: true }),
      });
    await starter.getByRole('button', { name: 'Assign to member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign to member' });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('Maya');
    await dialog.getByRole('option', { name: /Maya Patel/ }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(trainer.errors).toEqual([]);
    await trainer.context.close();
  });

  it('the member logs three sets of goblet squats, finishes, and sees the estimate on the progress page', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: "Today's workout" }).click();
    await page.waitForURL((url) => url.pathname === '/member/workout');
    const squats = page.getByRole('region', { name: 'Goblet Squat' });
    await squats.getByText(/^3 × 10 · rest 1:30/).waitFor();
    await squats.getByText('Last time: not logged yet').waitFor();

    // The starter prescribes no load: the first set's weight is typed (a tap on the field, typing and
    // the tap that logs it); every set after starts from the one just logged, so it is one tap.
    const tapsPerSet: number[] = [];
    await squats.getByLabel('Weight (kg)', { exact: true }).fill('16');
    for (const setNumber of [1, 2, 3]) {
      let taps = setNumber === 1 ? 1 : 0;
      await squats.getByRole('button', { name: `Log set ${setNumber} of Goblet Squat` }).click();
      taps += 1;
      await squats.getByText(`Set ${setNumber}: 16 kg × 10`).waitFor();
      tapsPerSet.push(taps);
      // The rest timer counts down the prescribed 1:30 without blocking the next set.
      await page.getByRole('timer').waitFor();
    }
    console.log(`Taps per set on Today's workout: ${tapsPerSet.join(', ')}`);
    expect(tapsPerSet).toEqual([2, 1, 1]);
    await expect(page.getByRole('button', { name: 'Skip rest' }).isVisible()).resolves.toBe(true);
    // Nothing scrolls sideways at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await squats.scrollIntoViewIfNeeded();
    await screenshot(page, path.join(SHOTS_DIR, 'todays-workout-phone.png'), PHONE_360);

    await page.getByRole('button', { name: 'Skip rest' }).click();
    await page.getByRole('button', { name: 'Finish workout' }).click();
    await page.getByText('Workout saved.').waitFor();

    await page.getByRole('link', { name: 'See your progress' }).click();
    await page.waitForURL((url) => url.pathname === '/member/progress');
    await page.getByText('Goblet Squat: Estimated 1RM (Epley)').waitFor();
    // 16 kg × 10 → 16 × (1 + 10/30) ≈ 21.33 kg; volume 3 × 160 = 480 kg.
    const row = page.getByRole('row').filter({ hasText: '480 kg' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/21\.3/);
    // One workout is one point: the chart shows it as a figure rather than a line with a single dot.
    const figures = page.locator('.report-chart-figures').first();
    await figures.waitFor();
    expect(await figures.textContent()).toMatch(/Estimated 1RM \(Epley\)\s*21(\.3)? kg/);
    await screenshot(page, path.join(SHOTS_DIR, 'progress-phone.png'), PHONE_360);
    expect(phone.errors).toEqual([]);
  });
});
