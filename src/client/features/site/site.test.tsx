// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, MEMBER, sessionAs } from '../../test/session.js';
import { trpcMutation } from '../../test/trpc-msw.js';
import { AboutPage } from './AboutPage.js';
import { LandingPage } from './LandingPage.js';
import { NotFoundPage } from './NotFoundPage.js';

const server = setupMswServer();

// A visitor unless a test signs someone in: the header asks who is signed in.
beforeEach(() => {
  server.use(sessionAs(null));
});

function renderAt(ui: ReactElement, path = '/') {
  return renderPage(ui, { path });
}

const main = () => within(screen.getByRole('main'));

describe('LandingPage', () => {
  it('shows the heading, the two calls to action and the three feature cards', () => {
    renderAt(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Transform Your Fitness Journey',
    ]);
    expect(main().getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(main().getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    for (const title of ['State-of-the-Art Equipment', 'Expert Trainers', 'Flexible Scheduling'])
      expect(main().getByRole('heading', { level: 3, name: title })).toBeTruthy();
  });

  it('has a site header instead of the app navigation bar, with every marketing link', () => {
    renderAt(<LandingPage />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Palaestra' }).getAttribute('href')).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Sign In', '/signin'],
      ['Get Started', '/signup'],
    ]);
  });

  it('goes to the sign-up page from Get Started', async () => {
    const { user, location } = renderAt(<LandingPage />);
    await user.click(main().getByRole('link', { name: 'Get Started' }));
    expect(location.history?.at(-1)).toBe('/signup');
  });

  it('opens and closes the phone menu with its button and Escape', async () => {
    const { user } = renderAt(<LandingPage />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes the phone menu on Escape even after focus moved into it, and focus returns to Menu', async () => {
    const { user } = renderAt(<LandingPage />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('About');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it.each([
    ['member', MEMBER, '/member'],
    ['admin', ADMIN, '/admin'],
  ])('offers a signed-in %s their Dashboard and Sign Out instead of Sign In and Get Started', async (_, who, home) => {
    server.use(sessionAs(who));
    renderAt(<LandingPage />);
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect((await nav.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe(home);
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'About',
      'Services',
      'Contact',
      'Dashboard',
    ]);
  });

  it('signs out from the site header and goes to the site root', async () => {
    server.use(
      sessionAs(MEMBER),
      trpcMutation('auth.signOut', () => ({ ok: true })),
    );
    const { user, location } = renderAt(<AboutPage />, '/about');
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    await user.click(await nav.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('has a footer with the business hours and the current year', () => {
    renderAt(<LandingPage />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Mon-Fri 6:00 AM-10:00 PM')).toBeTruthy();
    expect(footer.getByText('Sat-Sun 8:00 AM-8:00 PM')).toBeTruthy();
    expect(footer.getByText(`© ${new Date().getFullYear()} Palaestra`)).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('has the mission, why choose us and the eight core features', () => {
    renderAt(<AboutPage />, '/about');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Our Mission', 'Why Choose Us', 'Core Features'])
      expect(main().getByRole('heading', { level: 2, name })).toBeTruthy();
    const features = screen.getByRole('heading', { name: 'Core Features' }).parentElement as HTMLElement;
    expect(within(features).getAllByRole('listitem')).toHaveLength(8);
    expect(within(features).getByText('Membership management')).toBeTruthy();
    expect(within(features).getByText('Reporting and analytics')).toBeTruthy();
  });

  it('marks the About link as the current page', () => {
    renderAt(<AboutPage />, '/about');
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBeNull();
  });
});

// ContactPage has its own tests (ContactPage.test.tsx).

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderAt(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
