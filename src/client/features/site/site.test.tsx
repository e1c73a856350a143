// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, gate, MEMBER, sessionAs } from '../../test/session.js';
import { CONFIGURED_GYM, type SiteSettings } from '../../test/site-settings.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AboutPage } from './AboutPage.js';
import { LandingPage } from './LandingPage.js';
import { NotFoundPage } from './NotFoundPage.js';

const server = setupMswServer();

// A visitor unless a test signs someone in: the header asks who is signed in. The gym is a fresh
// install (renderPage's default) unless a test gives another.
beforeEach(() => {
  server.use(sessionAs(null));
});

function renderAt(ui: ReactElement, path = '/', gym?: SiteSettings | null) {
  return renderPage(ui, { path, gym });
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

  it("has a site header instead of the app navigation bar, the gym's name as its brand, with every marketing link", async () => {
    renderAt(<LandingPage />);
    const brand = await within(screen.getByRole('banner')).findByRole('link', { name: 'Your Gym' });
    expect(brand.getAttribute('href')).toBe('/');
    // A fresh install has no logo, and the software's mark does not stand in for one.
    expect(brand.querySelector('img')).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Sign In', '/signin'],
      ['Get Started', '/signup'],
    ]);
  });

  it("shows a configured gym's logo beside its name, and its tagline above the heading", async () => {
    renderAt(<LandingPage />, '/', CONFIGURED_GYM);
    const brand = await within(screen.getByRole('banner')).findByRole('link', { name: 'Iron Works Gym' });
    const logo = brand.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/gym/logo?v=3');
    // The name beside it says who the gym is: the logo is not read a second time.
    expect(logo?.getAttribute('alt')).toBe('');
    expect(await main().findByText('Strength training in an old mill')).toBeTruthy();
    expect(main().queryByText('Your gym, your pace')).toBeNull();
  });

  it("shows only 'Loading...' until the gym is known, then the page with its name, never another name first", async () => {
    const hold = gate();
    server.use(
      trpcQuery('site.settings', async () => {
        await hold.promise;
        return CONFIGURED_GYM;
      }),
    );
    renderAt(<LandingPage />, '/', null);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    hold.release();
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByRole('link', { name: 'Iron Works Gym' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('names the software only in the footer, small: "Powered by Palaestra"', async () => {
    renderAt(<LandingPage />, '/', CONFIGURED_GYM);
    await screen.findAllByText('Iron Works Gym');
    const powered = within(screen.getByRole('contentinfo')).getByText('Powered by Palaestra');
    expect(powered.tagName).toBe('SMALL');
    expect(document.body.textContent?.match(/Palaestra/g)).toHaveLength(1);
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

  it("has a footer with a fresh install's business hours (the spec's) and the current year", async () => {
    renderAt(<LandingPage />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByText('Mon-Fri 6:00 AM-10:00 PM')).toBeTruthy();
    expect(footer.getByText('Sat-Sun 8:00 AM-8:00 PM')).toBeTruthy();
    expect(footer.getByText('© 2026 Your Gym')).toBeTruthy();
    expect(footer.getByRole('link', { name: 'Your Gym' }).getAttribute('href')).toBe('/');
  });

  it("has a footer with a configured gym's tagline and its own hours, in its locale", async () => {
    renderAt(<LandingPage />, '/', CONFIGURED_GYM);
    const footer = within(screen.getByRole('contentinfo'));
    const hours = (await footer.findByRole('heading', { name: 'Business Hours' })).nextElementSibling as HTMLElement;
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon-Fri 06:00-22:00', 'Sat 08:00-14:00', 'Sun Closed']);
    expect(footer.getByText('Strength training in an old mill')).toBeTruthy();
    expect(footer.getByText('© 2026 Iron Works Gym')).toBeTruthy();
  });
});

describe('AboutPage', () => {
  const features = () =>
    within(screen.getByRole('heading', { name: 'Core Features' }).parentElement as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows a fresh install the defaults: mission, why choose us and the core features it really has', async () => {
    renderAt(<AboutPage />, '/about');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Us']);
    for (const name of ['Our Mission', 'Why Choose Us', 'Core Features'])
      expect(await main().findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(features()).toEqual([
      'Membership management',
      'Automated billing (each period, with receipts)',
      'Class scheduling (booking and waitlists)',
      'Equipment tracking and maintenance',
      'Financial management',
      'A member portal',
      'Workout programs (logged on your phone, with progress charts)',
      'Reporting and analytics',
    ]);
  });

  it('lists personal training once the gym has a service members can book', async () => {
    server.use(
      trpcQuery('ptServices.list', [
        { id: 's1', name: 'One-to-one', description: '', durationMinutes: 60, priceCents: 6000, noShowFeeCents: 0 },
      ]),
    );
    renderAt(<AboutPage />, '/about');
    await main().findByText('Personal training');
    expect(features()).toContain('Personal training (book a trainer online)');
  });

  it('claims nothing the product does not do and pitches no software to gym owners', async () => {
    renderAt(<AboutPage />, '/about');
    await main().findByRole('heading', { level: 2, name: 'Our Mission' });
    const text = screen.getByRole('main').textContent ?? '';
    for (const claim of [
      /roadmap/i,
      /workout plans/i,
      /personal training/i,
      /online payments/i,
      /Palaestra/,
      /your own server/i,
    ])
      expect(text).not.toMatch(claim);
  });

  it("shows a configured gym's About us text as paragraphs instead of the defaults, and its tagline", async () => {
    renderAt(<AboutPage />, '/about', CONFIGURED_GYM);
    const story = (await main().findByRole('heading', { level: 2, name: 'Who We Are' })).parentElement as HTMLElement;
    expect([...story.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'We opened in 2009 in a former textile mill.',
      'Every member gets a free technique session.',
    ]);
    expect(main().queryByRole('heading', { name: 'Our Mission' })).toBeNull();
    expect(main().queryByRole('heading', { name: 'Why Choose Us' })).toBeNull();
    expect(main().getByRole('heading', { level: 2, name: 'Core Features' })).toBeTruthy();
    expect(main().getByText('Strength training in an old mill')).toBeTruthy();
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
