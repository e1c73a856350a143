// Browser walk 2: a trainer's starter program assigned to a member (its rows inserted here until the
// training feature's "Assign to member" is merged), then the member on a 360 × 740 phone logs the
// sets of one exercise from Today's workout (one tap a set when the numbers are right), finishes, and
// sees the point on the progress chart. Phone screenshots of both screens (docs/screenshots/workouts
// with UPDATE_SCREENSHOTS=1).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExercise, insertProgram } from '../src/server/test/workouts-testbed.js';
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
  const mayaId = await seedMember(server.app, MAYA);
  const trainerId = await seedStaff(server.app, 'trainer', TRAINER);
  const db = server.app.deps.db;
  const squat = await insertExercise(db, 'Back squat');
  const press = await insertExercise(db, 'Overhead press');
  await insertProgram(db, {
    memberId: mayaId,
    trainerId,
    name: 'Beginner full body',
    days: [
      {
        name: 'Day A',
        exercises: [
          { exerciseId: squat, sets: 3, reps: 5, loadGrams: 60_000, restSeconds: 90, notes: 'Hips below knees.' },
          { exerciseId: press, sets: 3, reps: 8, loadGrams: 30_000, restSeconds: 60 },
        ],
      },
      { name: 'Day B', exercises: [{ exerciseId: press, sets: 3, reps: 5, loadGrams: 32_500, restSeconds: 90 }] },
    ],
  });
  phone = await newSession(browser, PHONE_360);
  await signIn(phone.page, server.url, MAYA.email, MAYA.password);
  await phone.page.waitForURL((url) => url.pathname === '/member');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!UPDATE_SCREENSHOTS) fs.rmSync(SHOTS_DIR, { recursive: true, force: true });
});

describe("Today's workout on a phone", () => {
  it('logs three sets of squats at one tap each, finishes, and shows the point on the progress chart', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: "Today's workout" }).click();
    await page.waitForURL((url) => url.pathname === '/member/workout');
    const squats = page.getByRole('region', { name: 'Back squat' });
    await squats.getByText('3 × 5 · 60 kg · rest 1:30').waitFor();
    await squats.getByText('Last time: not logged yet').waitFor();

    const tapsPerSet: number[] = [];
    for (const setNumber of [1, 2, 3]) {
      let taps = 0;
      await squats.getByRole('button', { name: `Log set ${setNumber} of Back squat` }).click();
      taps += 1;
      await squats.getByText(`Set ${setNumber}: 60 kg × 5`).waitFor();
      tapsPerSet.push(taps);
      // The rest timer counts down the prescribed 1:30 without blocking the next set.
      await page.getByRole('timer').waitFor();
    }
    console.log(`Taps per set on Today's workout: ${tapsPerSet.join(', ')}`);
    expect(tapsPerSet).toEqual([1, 1, 1]);
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
    await page.getByText('Back squat: Estimated 1RM (Epley)').waitFor();
    // 60 kg × 5 → 60 × (1 + 5/30) = 70 kg; volume 3 × 300 = 900 kg.
    const row = page.getByRole('row').filter({ hasText: '70 kg' });
    await row.waitFor();
    expect(await row.textContent()).toContain('900 kg');
    await page.locator('.report-chart canvas').first().waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'progress-phone.png'), PHONE_360);
    expect(phone.errors).toEqual([]);
  });
});
