// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { App } from '../../App.js';
import { NavBar } from '../../components/NavBar.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, gate, MEMBER, PENDING, type SessionUser, sessionAs, sessionState } from '../../test/session.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { TEST_ORIGIN, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';

const server = setupMswServer();

// The dashboards' own data is not this file's concern (they are tested on their own): any procedure
// outside auth.* is held unanswered, so a dashboard shows its heading and nothing here depends on
// its content. auth.* calls still need a handler of their own, or the test fails.
beforeEach(() => {
  server.use(
    http.all(`${TEST_ORIGIN}/trpc/:path`, ({ params }) => {
      if (String(params.path).startsWith('auth.')) return undefined;
      return new Promise<Response>(() => {});
    }),
  );
});

function openApp(path: string, user: SessionUser | null, gym?: SiteSettings) {
  server.use(sessionAs(user));
  return renderPage(<App />, { path, gym });
}

const lastPath = (page: ReturnType<typeof renderPage>) => page.location.history?.at(-1);
const navBar = (page: ReturnType<typeof renderPage>) => page.getByRole('navigation', { name: 'Main' });

describe('routing', () => {
  it('renders nothing but a loading indicator until the session is known', async () => {
    const answer = gate();
    const session = vi.fn(async () => {
      await answer.promise;
      return { user: ADMIN };
    });
    server.use(trpcQuery('auth.session', session));
    const page = renderPage(<App />, { path: '/admin' });

    await waitFor(() => expect(session).toHaveBeenCalled());
    expect(page.getByRole('status').textContent).toBe('Loading...');
    expect(page.queryByRole('navigation')).toBeNull();
    expect(page.queryByRole('heading')).toBeNull();
    expect(page.queryByRole('link')).toBeNull();
    expect(page.queryByRole('button')).toBeNull();
    expect(page.location.history).toEqual(['/admin']);

    answer.release();
    expect(await page.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(page.location.history).toEqual(['/admin']);
  });

  it.each([
    ['/admin', '/signin?returnTo=%2Fadmin'],
    ['/admin/billing', '/signin?returnTo=%2Fadmin%2Fbilling'],
    ['/member', '/signin?returnTo=%2Fmember'],
    ['/user', '/signin?returnTo=%2Fuser'],
  ])('sends a visitor opening %s to %s', async (path, destination) => {
    const page = openApp(path, null);
    expect(await page.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(lastPath(page)).toBe(destination);
    expect(page.queryByRole('heading', { name: /dashboard/i })).toBeNull();
  });

  it.each([
    ['a member', '/admin', '/member', MEMBER, 'Member Dashboard', 'Admin Dashboard'],
    ['a member', '/admin/billing', '/member', MEMBER, 'Member Dashboard', 'Admin Dashboard'],
    ['an admin', '/member', '/admin', ADMIN, 'Admin Dashboard', 'Member Dashboard'],
  ])('sends %s opening %s to %s', async (_who, path, destination, user, heading, refused) => {
    const page = openApp(path, user);
    expect(await page.findByRole('heading', { name: heading })).toBeTruthy();
    expect(lastPath(page)).toBe(destination);
    expect(page.queryByRole('heading', { name: refused })).toBeNull();
  });

  it.each(['/user', '/admin', '/member'])('sends a pending user opening %s to /pending-approval', async (path) => {
    const page = openApp(path, PENDING);
    await waitFor(() => expect(lastPath(page)).toBe('/pending-approval'));
    expect(await page.findByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(page.queryByRole('heading', { name: /dashboard/i })).toBeNull();
  });

  it.each([
    ['an admin', ADMIN],
    ['a member', MEMBER],
  ])('lets %s open /user', async (_who, user) => {
    const page = openApp('/user', user);
    expect(await page.findByRole('heading', { name: 'User Dashboard' })).toBeTruthy();
    expect(page.location.history).toEqual(['/user']);
  });

  it('lets each role open its own dashboard', async () => {
    const page = openApp('/member', MEMBER);
    expect(await page.findByRole('heading', { name: 'Member Dashboard' })).toBeTruthy();
    expect(page.location.history).toEqual(['/member']);
  });

  it('redirects /login to /signin', async () => {
    const page = openApp('/login', null);
    expect(await page.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(lastPath(page)).toBe('/signin');
  });

  it('shows Sign In and Sign Up in the nav bar for a visitor', async () => {
    const page = openApp('/signin', null);
    const nav = within(await page.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(nav.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(page.container.querySelector('.navbar')).not.toBeNull();
  });

  it.each([
    ['an admin', ADMIN, '/admin', 'Admin Dashboard'],
    ['a member', MEMBER, '/member', 'Member Dashboard'],
  ])('shows %s a Dashboard link to their own dashboard and a Logout button', async (_who, user, home, heading) => {
    const page = openApp('/user', user);
    await page.findByRole('heading', { name: 'User Dashboard' });
    const nav = within(navBar(page));
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(home);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Sign Up' })).toBeNull();

    await page.user.click(nav.getByRole('link', { name: 'Dashboard' }));
    expect(await page.findByRole('heading', { name: heading })).toBeTruthy();
    expect(lastPath(page)).toBe(home);
  });

  it('has no nav bar on the landing page', async () => {
    const page = openApp('/', MEMBER);
    await waitFor(() => expect(page.container.querySelector('#content')).not.toBeNull());
    expect(page.container.querySelector('.navbar')).toBeNull();
    expect(page.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(page.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it.each(['/signin', '/signup', '/forgot-password', '/reset-password?token=abc'])(
    'links the public site from the nav bar on %s, like the other public pages',
    async (path) => {
      const page = openApp(path, null);
      const nav = within(await page.findByRole('navigation', { name: 'Main' }));
      for (const [label, href] of [
        ['About', '/about'],
        ['Services', '/services'],
        ['Contact', '/contact'],
      ]) {
        expect(nav.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
      }
    },
  );

  it("keeps the dashboards' nav bar to the account links", async () => {
    const page = openApp('/user', MEMBER);
    await page.findByRole('heading', { name: 'User Dashboard' });
    expect(within(navBar(page)).queryByRole('link', { name: 'About' })).toBeNull();
  });

  it("has the nav bar on /signin, with the gym's name linking home", async () => {
    const page = openApp('/signin', null, siteSettings({ name: 'Iron Works Gym' }));
    await page.findByRole('heading', { name: 'Sign In' });
    expect(page.container.querySelector('.navbar')).not.toBeNull();
    const brand = await within(navBar(page)).findByRole('link', { name: 'Iron Works Gym' });
    expect(brand.getAttribute('href')).toBe('/');
  });

  it('signs out and goes to the site root when Logout is clicked', async () => {
    const session = sessionState(MEMBER);
    const signOut = vi.fn(() => {
      session.set(null);
      return { redirectTo: '/' };
    });
    server.use(session.handler, trpcMutation('auth.signOut', signOut));
    const page = renderPage(<App />, { path: '/member' });
    await page.findByRole('heading', { name: 'Member Dashboard' });

    await page.user.click(within(navBar(page)).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(lastPath(page)).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.container.querySelector('#content')).not.toBeNull());
    expect(page.queryByRole('heading', { name: 'Member Dashboard' })).toBeNull();
    expect(page.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('goes to the site root after signing out from inside a nested section', async () => {
    const signOut = vi.fn(() => ({ redirectTo: '/' }));
    server.use(sessionAs(ADMIN), trpcMutation('auth.signOut', signOut));
    const page = renderPage(
      <Route path="/admin" nest>
        <NavBar />
      </Route>,
      { path: '/admin/billing' },
    );
    await page.user.click(await page.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(lastPath(page)).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("lists Plans after the spec's admin sections and opens it at /admin/plans", async () => {
    const page = openApp('/admin/plans', ADMIN);
    expect(await page.findByRole('heading', { level: 2, name: 'Plans' })).toBeTruthy();
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Member Requests',
      'Member List',
      'Billing',
      'Notifications',
      'Reports',
      'Equipment',
      'Records',
      'Plans',
      'Check-in',
      'Classes',
      'PT calendar',
      'Clients',
      'Programs',
      'Exercises',
      'Trainers',
      'Inbox',
      'Settings',
      'Staff',
    ]);
    expect(links.find((link) => link.textContent === 'Plans')?.getAttribute('aria-current')).toBe('page');
  });

  it('shows a 404 page with a link home for an unknown path', async () => {
    const page = openApp('/no-such-page', null);
    expect(await page.findByRole('heading', { name: /not found/i })).toBeTruthy();
    const content = page.container.querySelector<HTMLElement>('#content');
    expect(content).not.toBeNull();
    const links = within(content as HTMLElement).getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href') === '/')).toBe(true);
    expect(page.location.history).toEqual(['/no-such-page']);
  });
});
