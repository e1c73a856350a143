// The account lifecycle in a real Chromium against a real server and SQLite file.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.js';
import { fillSignIn, signIn, signOut, signUp } from './support/actions.js';
import { approveByEmail } from './support/admin.js';
import { launchBrowser, watchPageErrors } from './support/browser.js';
import { ADMIN, latestOutboxLink, type RunningApp, startApp } from './support/server.js';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
});
afterEach(async () => {
  await context.close();
});

const url = (path: string) => `${server.url}${path}`;

describe('account lifecycle', () => {
  it('signs up, waits for approval, signs in to the member dashboard and signs out', async () => {
    const person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
    await signUp(page, server.url, person);
    await page.waitForURL(url('/pending-approval'));
    await expect(page.getByText('Registration Pending:').isVisible()).resolves.toBe(true);
    expect(await page.textContent('body')).toContain(MESSAGES.pendingApproval.split(': ')[1]);

    // Until approved, the member dashboard is out of reach.
    await page.goto(url('/member'));
    await page.waitForURL(url('/pending-approval'));

    await approveByEmail(server.app, person.email);

    await signOut(page);
    await signIn(page, server.url, person.email, person.password);
    await page.waitForURL(url('/member'));
    await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    await expect(page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe('/member');

    await signOut(page);
    await page.goto(url('/member'));
    await page.waitForURL((u) => u.pathname === '/signin');
    expect(pageErrors).toEqual([]);
  });

  it('shows the sign-in failure message for a wrong password', async () => {
    await signIn(page, server.url, ADMIN.email, 'not the password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.signInFailed }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
  });

  it('refuses mismatched passwords at sign-up and creates no account', async () => {
    const email = 'mismatch@example.com';
    await signUp(page, server.url, { name: 'Mo', email, password: 'first password', confirm: 'second password' });
    await page.getByText(MESSAGES.signUpPasswordMismatch).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    const account = await server.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const person = { name: 'Lee Chen', email: 'lee@example.com', password: 'original secret' };
    await signUp(page, server.url, person);
    await page.waitForURL(url('/pending-approval'));
    await approveByEmail(server.app, person.email);
    await context.clearCookies();

    await page.goto(url('/signin'));
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(url('/forgot-password'));
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MESSAGES.resetSent).waitFor();

    await page.goto(await latestOutboxLink(server));
    await page.getByLabel('New Password', { exact: true }).fill('a brand new secret');
    await page.getByLabel('Confirm New Password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((u) => u.pathname === '/signin');
    await page.getByText(MESSAGES.resetDone).waitFor();

    await fillSignIn(page, person.email, person.password);
    await page.getByRole('alert').filter({ hasText: MESSAGES.signInFailed }).waitFor();
    await fillSignIn(page, person.email, 'a brand new secret');
    await page.waitForURL(url('/member'));
  });

  it('sends a visitor who opens /admin to sign in, and back to /admin afterwards', async () => {
    await page.goto(url('/admin'));
    await page.waitForURL((u) => u.pathname === '/signin');
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
});
