// Staff and roles against the real server in a real Chromium: the owner invites a front-desk person
// in the Staff section; the mailed link (from the outbox) lets them choose a password and lands them
// on /admin with only the front desk's sections; the management pages do not open for them and the
// server answers 403 to their browser's own calls to management procedures and the report CSV. Then
// the owner removes their access and their next page load finds them signed out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionsFor } from '../src/client/features/admin/sections.js';
import { signIn } from './support/actions.js';
import { launchBrowser } from './support/browser.js';
import { DESKTOP, newSession, openSection, PHONE, region, type Session, waitForLoaded } from './support/dashboard.js';
import { ADMIN, latestInvitationLink, type RunningApp, startApp } from './support/server.js';

const FRAN = { name: 'Fran Desk', email: 'fran@gym.test', password: 'fran at the desk 1' };
/** The front desk's sections, in menu order, as the permission table gives them. */
const DESK_SECTIONS = ['Member List', 'Equipment', 'Check-in', 'Classes', 'PT calendar', 'Inbox'];

let server: RunningApp;
let browser: Browser;
let owner: Session;
let desk: Session;

/** The sections menu's entries (on a phone it is folded behind "Sections": opened first). */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.waitFor();
  const fold = nav.getByRole('button', { name: /Sections/ });
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  const links = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
  if (await fold.isVisible()) await fold.click();
  return links;
}

const onAdminHome = (url: URL) => url.pathname === '/admin' || url.pathname === '/admin/';

/** What the server answers this browser's own request, with its cookies. */
function statusOf(page: Page, url: string): Promise<number> {
  return page.evaluate(async (target) => (await fetch(target)).status, url);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  owner = await newSession(browser, DESKTOP);
  desk = await newSession(browser, PHONE);
  await signIn(owner.page, server.url, ADMIN.email, ADMIN.password);
  await owner.page.waitForURL((url) => url.pathname === '/admin');
});
afterAll(async () => {
  await Promise.all([owner, desk].filter(Boolean).map((s) => s.context.close()));
  await browser?.close();
  await server?.close();
});

describe('staff roles in a browser', () => {
  it('the owner invites a front-desk person in the Staff section', async () => {
    const page = owner.page;
    expect(sectionsFor('frontdesk').map((s) => s.label)).toEqual(DESK_SECTIONS);
    await openSection(page, 'Staff');
    const staff = region(page, 'Staff');
    await staff.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Name').fill(FRAN.name);
    await dialog.getByLabel('Email').fill(FRAN.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Front desk' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).toBe(`Invitation sent to ${FRAN.email}.`);
    const item = staff.getByRole('listitem').filter({ hasText: FRAN.name });
    await item.getByText('Invitation waiting').waitFor();
    expect(await item.textContent()).toContain('Front desk');
  });

  it('they set a password from the mailed link and land on /admin with only their sections', async () => {
    const page = desk.page;
    await page.goto(await latestInvitationLink(server));
    await page.getByText(`Welcome, ${FRAN.name}. You are joining the team as Front desk.`).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(FRAN.password);
    await page.getByLabel('Confirm Password').fill(FRAN.password);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(onAdminHome);
    expect(await sidebarLinks(page)).toEqual(DESK_SECTIONS);
    await waitForLoaded(page);
    expect(desk.errors).toEqual([]);
  });

  it('Reports and Settings do not open for them, and the server refuses their direct calls with 403', async () => {
    const page = desk.page;
    for (const path of ['/admin/reports', '/admin/settings', '/admin/staff', '/admin/billing']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(onAdminHome);
      // The desk's /admin opens on Check-in.
      await region(page, 'Check-in').waitFor();
      expect(await page.getByRole('heading', { name: /^(Reports|Settings|Staff|Billing)$/ }).count()).toBe(0);
    }
    expect(await statusOf(page, '/trpc/reports.membership')).toBe(403);
    expect(await statusOf(page, '/trpc/staff.list')).toBe(403);
    expect(await statusOf(page, '/reports/financial.csv?startDate=2026-01-01&endDate=2026-01-31')).toBe(403);
    expect(await statusOf(page, '/trpc/members.list?input=%7B%7D')).toBe(200);
  });

  it('the owner sees their last sign-in, removes their access, and their next page load is signed out', async () => {
    const page = owner.page;
    await page.reload();
    const staff = region(page, 'Staff');
    const item = staff.getByRole('listitem').filter({ hasText: FRAN.name });
    await item.getByText(/Last sign-in:/).waitFor();
    expect(await item.getByText('Invitation waiting').count()).toBe(0);

    await page.getByRole('button', { name: `Remove access for ${FRAN.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('signed out everywhere at once');
    await confirm.getByRole('button', { name: 'Remove access' }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).toBe(`${FRAN.name} no longer has access.`);
    await expect.poll(() => item.count()).toBe(0);

    await desk.page.reload();
    await desk.page.waitForURL((url) => url.pathname === '/signin');
    expect(await statusOf(desk.page, '/trpc/members.list?input=%7B%7D')).toBe(401);
  });
});
