// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AboutPage } from './AboutPage.js';
import { ContactPage } from './ContactPage.js';
import { LandingPage } from './LandingPage.js';
import { NotFoundPage } from './NotFoundPage.js';

const UNAVAILABLE = 'Online messages are not available yet. Please call or email us using the details on this page.';

afterEach(cleanup);

function renderAt(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  return { ...render(<Router hook={location.hook}>{ui}</Router>), user, location };
}

const main = () => within(screen.getByRole('main'));

/** The text a screen reader reads after the field's name: its aria-describedby targets. */
function descriptionOf(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

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
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'GymDesk' }).getAttribute('href')).toBe('/');
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
    expect(location.history.at(-1)).toBe('/signup');
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

  it('has a footer with the business hours and the current year', () => {
    renderAt(<LandingPage />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Mon-Fri 6:00 AM-10:00 PM')).toBeTruthy();
    expect(footer.getByText('Sat-Sun 8:00 AM-8:00 PM')).toBeTruthy();
    expect(footer.getByText(`© ${new Date().getFullYear()} GymDesk`)).toBeTruthy();
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

describe('ContactPage', () => {
  it('shows each required message beside its field when sent empty', async () => {
    const { user } = renderAt(<ContactPage />, '/contact');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Name is required.');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Email is required.');
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('Message is required.');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('rejects a malformed email', async () => {
    const { user } = renderAt(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Enter a valid email address.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('says honestly that online messages are not available and keeps what was typed', async () => {
    const { user } = renderAt(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you offer day passes?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Do you offer day passes?');
    expect(screen.queryByText(/sent|thank you/i)).toBeNull();
  });

  it('shows the address, phone, email and business hours', () => {
    renderAt(<ContactPage />, '/contact');
    expect(main().getByText('Mon-Fri 6:00 AM-10:00 PM')).toBeTruthy();
    expect(main().getByText('Sat-Sun 8:00 AM-8:00 PM')).toBeTruthy();
    expect(main().getByRole('link', { name: '(555) 123-4567' }).getAttribute('href')).toBe('tel:+15551234567');
    expect(main().getByRole('link', { name: 'hello@gymdesk.example' }).getAttribute('href')).toBe(
      'mailto:hello@gymdesk.example',
    );
    expect(main().getByText(/123 Main Street/)).toBeTruthy();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderAt(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
