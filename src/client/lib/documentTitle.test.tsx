// @vitest-environment jsdom
import { act, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App.js';
import { ADMIN_SECTIONS } from '../features/admin/sections.js';
import { setupMswServer } from '../test/msw-server.js';
import { renderPage } from '../test/render.js';
import { ADMIN, sessionAs } from '../test/session.js';
import { CONFIGURED_GYM } from '../test/site-settings.js';
import { TEST_ORIGIN, trpcQuery } from '../test/trpc-msw.js';
import { titleFor, useNamedTitle } from './documentTitle.js';

describe('titleFor', () => {
  it.each([
    ['/', 'Home — Iron Works Gym'],
    ['/about', 'About — Iron Works Gym'],
    ['/services', 'Services — Iron Works Gym'],
    ['/contact', 'Contact — Iron Works Gym'],
    ['/signin', 'Sign In — Iron Works Gym'],
    ['/signin?returnTo=%2Fadmin', 'Sign In — Iron Works Gym'],
    ['/signup', 'Sign Up — Iron Works Gym'],
    ['/forgot-password', 'Forgot Password — Iron Works Gym'],
    ['/reset-password?token=abc', 'Reset Password — Iron Works Gym'],
    ['/pending-approval', 'Registration Pending — Iron Works Gym'],
    ['/member', 'Member Dashboard — Iron Works Gym'],
    ['/member/classes', 'Classes — Iron Works Gym'],
    ['/member/notifications', 'Notifications — Iron Works Gym'],
    ['/member/receipts/p1', 'Receipt — Iron Works Gym'],
    ['/user', 'User Dashboard — Iron Works Gym'],
    ['/admin', 'Member Requests — Admin — Iron Works Gym'],
    ['/admin/billing', 'Billing — Admin — Iron Works Gym'],
    ['/admin/members/u-42', 'Member — Admin — Iron Works Gym'],
    ['/admin/members?page=2', 'Member List — Admin — Iron Works Gym'],
    ['/admin/inbox', 'Inbox — Admin — Iron Works Gym'],
    ['/admin/receipts/p1', 'Receipt — Admin — Iron Works Gym'],
    ['/no/such/page', 'Page Not Found — Iron Works Gym'],
  ])('%s is titled %j', (path, title) => {
    expect(titleFor(path, 'Iron Works Gym')).toBe(title);
  });

  it("ends before the gym's name while the name is not known yet", () => {
    expect(titleFor('/admin/billing')).toBe('Billing — Admin');
    expect(titleFor('/')).toBe('Home');
    expect(titleFor('/no/such/page')).toBe('Page Not Found');
  });

  it('gives every admin section its own title, from the sidebar table', () => {
    const titles = ADMIN_SECTIONS.map((section) => titleFor(`/admin/${section.path}`, 'Iron Works Gym'));
    expect(new Set(titles).size).toBe(ADMIN_SECTIONS.length);
    for (const section of ADMIN_SECTIONS) {
      expect(titleFor(`/admin/${section.path}`, 'Iron Works Gym')).toBe(`${section.label} — Admin — Iron Works Gym`);
    }
  });
});

describe('the browser tab title', () => {
  const server = setupMswServer();
  beforeEach(() => {
    // The pages' own data is not this test's concern: hold every other call unanswered. The gym's
    // settings are given to renderPage: its name ends every title.
    server.use(
      http.all(`${TEST_ORIGIN}/trpc/:path`, ({ params }) =>
        String(params.path).startsWith('auth.') ? undefined : new Promise<Response>(() => {}),
      ),
    );
  });

  it('follows the page as an admin moves between sections', async () => {
    server.use(sessionAs(ADMIN));
    const page = renderPage(<App />, { path: '/admin/billing', gym: CONFIGURED_GYM });
    await waitFor(() => expect(document.title).toBe('Billing — Admin — Iron Works Gym'));
    await page.user.click(await page.findByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(document.title).toBe('Plans — Admin — Iron Works Gym'));
  });

  it('names a public page for a visitor', async () => {
    server.use(sessionAs(null));
    renderPage(<App />, { path: '/signin', gym: CONFIGURED_GYM });
    await waitFor(() => expect(document.title).toBe('Sign In — Iron Works Gym'));
  });

  it("takes the gym's new name when its settings change, keeping the name of what a page shows in front", async () => {
    server.use(sessionAs(null), trpcQuery('site.settings', CONFIGURED_GYM));
    const page = renderPage(
      <>
        <App />
        <Named name="Maya Patel" />
      </>,
      { path: '/signin' },
    );
    await waitFor(() => expect(document.title).toBe('Maya Patel — Sign In — Your Gym'));
    // As after Settings → Gym is saved: the settings are asked again and come back renamed.
    await act(() => page.queryClient.invalidateQueries({ queryKey: [['site', 'settings']] }));
    await waitFor(() => expect(document.title).toBe('Maya Patel — Sign In — Iron Works Gym'));
  });
});

function Named({ name }: { name: string }) {
  useNamedTitle(name);
  return null;
}

describe('the app bar', () => {
  const server = setupMswServer();

  it("shows the gym's name and logo as its brand, never the software's", async () => {
    server.use(sessionAs(null));
    const page = renderPage(<App />, { path: '/signin', gym: CONFIGURED_GYM });
    const bar = within(await page.findByRole('navigation', { name: 'Main' }));
    const brand = await bar.findByRole('link', { name: 'Iron Works Gym' });
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/gym/logo?v=3');
    expect(document.body.textContent).not.toMatch(/Palaestra/);
  });
});
