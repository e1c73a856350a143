// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App.js';
import { ADMIN_SECTIONS } from '../features/admin/sections.js';
import { setupMswServer } from '../test/msw-server.js';
import { renderPage } from '../test/render.js';
import { ADMIN, sessionAs } from '../test/session.js';
import { TEST_ORIGIN } from '../test/trpc-msw.js';
import { titleFor } from './documentTitle.js';

describe('titleFor', () => {
  it.each([
    ['/', 'Home — Palaestra'],
    ['/about', 'About — Palaestra'],
    ['/services', 'Services — Palaestra'],
    ['/contact', 'Contact — Palaestra'],
    ['/signin', 'Sign In — Palaestra'],
    ['/signin?returnTo=%2Fadmin', 'Sign In — Palaestra'],
    ['/signup', 'Sign Up — Palaestra'],
    ['/forgot-password', 'Forgot Password — Palaestra'],
    ['/reset-password?token=abc', 'Reset Password — Palaestra'],
    ['/pending-approval', 'Registration Pending — Palaestra'],
    ['/member', 'Member Dashboard — Palaestra'],
    ['/member/classes', 'Classes — Palaestra'],
    ['/member/notifications', 'Notifications — Palaestra'],
    ['/member/receipts/p1', 'Receipt — Palaestra'],
    ['/user', 'User Dashboard — Palaestra'],
    ['/admin', 'Member Requests — Admin — Palaestra'],
    ['/admin/billing', 'Billing — Admin — Palaestra'],
    ['/admin/members/u-42', 'Member — Admin — Palaestra'],
    ['/admin/members?page=2', 'Member List — Admin — Palaestra'],
    ['/admin/inbox', 'Inbox — Admin — Palaestra'],
    ['/admin/receipts/p1', 'Receipt — Admin — Palaestra'],
    ['/no/such/page', 'Page Not Found — Palaestra'],
  ])('%s is titled %j', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it('gives every admin section its own title, from the sidebar table', () => {
    const titles = ADMIN_SECTIONS.map((section) => titleFor(`/admin/${section.path}`));
    expect(new Set(titles).size).toBe(ADMIN_SECTIONS.length);
    for (const section of ADMIN_SECTIONS) {
      expect(titleFor(`/admin/${section.path}`)).toBe(`${section.label} — Admin — Palaestra`);
    }
  });
});

describe('the browser tab title', () => {
  const server = setupMswServer();
  beforeEach(() => {
    // The pages' own data is not this test's concern: hold every other call unanswered.
    server.use(
      http.all(`${TEST_ORIGIN}/trpc/:path`, ({ params }) =>
        String(params.path).startsWith('auth.') ? undefined : new Promise<Response>(() => {}),
      ),
    );
  });

  it('follows the page as an admin moves between sections', async () => {
    server.use(sessionAs(ADMIN));
    const page = renderPage(<App />, { path: '/admin/billing' });
    await waitFor(() => expect(document.title).toBe('Billing — Admin — Palaestra'));
    await page.user.click(await page.findByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(document.title).toBe('Plans — Admin — Palaestra'));
  });

  it('names a public page for a visitor', async () => {
    server.use(sessionAs(null));
    renderPage(<App />, { path: '/signin' });
    await waitFor(() => expect(document.title).toBe('Sign In — Palaestra'));
  });
});
