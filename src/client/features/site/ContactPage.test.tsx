// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SENT, CONTACT_TOO_MANY, type ContactInput } from '../../../shared/contact.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { sessionAs } from '../../test/session.js';
import { CONFIGURED_GYM, siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { ContactPage } from './ContactPage.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(sessionAs(null));
});

const main = () => within(screen.getByRole('main'));

/** The text a screen reader reads after the field's name: its aria-describedby targets. */
function descriptionOf(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function accepting() {
  const handler = vi.fn((_input: ContactInput) => ({ message: CONTACT_SENT }));
  server.use(trpcMutation<ContactInput>('contact.send', handler));
  return handler;
}

async function fillIn(page: ReturnType<typeof renderPage>, email = 'ada@example.com') {
  await page.user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await page.user.type(screen.getByLabelText('Email'), email);
  await page.user.type(screen.getByLabelText('Message'), 'Do you offer day passes?');
}

const submit = (page: ReturnType<typeof renderPage>) =>
  page.user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  it('shows each required message beside its field when sent empty, and focuses the first', async () => {
    const handler = accepting();
    const page = renderPage(<ContactPage />, { path: '/contact' });
    await submit(page);
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Name is required.');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Email is required.');
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('Message is required.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and focuses it', async () => {
    const handler = accepting();
    const page = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(page, 'not-an-email');
    await submit(page);
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Enter a valid email address.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends the message, focuses the thank-you and clears the form', async () => {
    const handler = accepting();
    const page = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(page);
    await submit(page);

    const status = await page.findByRole('status');
    expect(status.textContent).toBe(CONTACT_SENT);
    expect(document.activeElement).toBe(status);
    expect(handler).toHaveBeenCalledExactlyOnceWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you offer day passes?',
    });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it('says when too many messages came from this address, keeping what was typed', async () => {
    server.use(
      trpcMutation('contact.send', () => {
        throw new TrpcError({ code: 'TOO_MANY_REQUESTS', message: CONTACT_TOO_MANY });
      }),
    );
    const page = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(page);
    await submit(page);

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe(CONTACT_TOO_MANY);
    expect(document.activeElement).toBe(alert);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Do you offer day passes?');
  });

  it("shows a fresh install the spec's business hours and no contact details at all (none is made up)", async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(await main().findByText('Mon-Fri 6:00 AM-10:00 PM')).toBeTruthy();
    expect(main().getByText('Sat-Sun 8:00 AM-8:00 PM')).toBeTruthy();
    expect(main().queryByRole('heading', { name: 'How to reach us' })).toBeNull();
    expect(screen.getByRole('main').querySelector('address')).toBeNull();
    expect(main().queryByRole('link', { name: /@|\d{3}/ })).toBeNull();
    // The form stays, as the spec has it.
    expect(main().getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it("shows a configured gym's address, phone, email, website and its own hours", async () => {
    renderPage(<ContactPage />, { path: '/contact', gym: CONFIGURED_GYM });
    const details = within(
      (await main().findByRole('heading', { name: 'How to reach us' })).parentElement as HTMLElement,
    );
    expect(screen.getByRole('main').querySelector('address')?.innerHTML).toBe(
      'Iron Works Gym<br>12 Mill Lane<br>Leeds LS1 4AB',
    );
    expect(details.getByRole('link', { name: '+44 (0)113 496 0000' }).getAttribute('href')).toBe('tel:+4401134960000');
    expect(details.getByRole('link', { name: 'hello@ironworks.example' }).getAttribute('href')).toBe(
      'mailto:hello@ironworks.example',
    );
    expect(details.getByRole('link', { name: 'ironworks.example' }).getAttribute('href')).toBe(
      'https://ironworks.example/',
    );
    const hours = within(main().getByRole('heading', { name: 'Business Hours' }).parentElement as HTMLElement);
    expect(hours.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon-Fri 06:00-22:00',
      'Sat 08:00-14:00',
      'Sun Closed',
    ]);
  });

  it('shows only the details that are set: a phone number alone', async () => {
    renderPage(<ContactPage />, { path: '/contact', gym: siteSettings({ phone: '555 0100' }) });
    const details = within(
      (await main().findByRole('heading', { name: 'How to reach us' })).parentElement as HTMLElement,
    );
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['555 0100']);
    expect(details.getByRole('link', { name: '555 0100' }).getAttribute('href')).toBe('tel:5550100');
  });

  it("offers Try again when the gym's settings cannot be loaded, and then shows the page with its hours", async () => {
    let fail = true;
    server.use(
      trpcQuery('site.settings', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'The server is busy.' });
        return CONFIGURED_GYM;
      }),
    );
    const page = renderPage(<ContactPage />, { path: '/contact', gym: null });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();

    fail = false;
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await main().findByText('Sat 08:00-14:00')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
