// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { OnlinePaymentsCard } from './OnlinePaymentsCard.js';

const server = setupMswServer();

const EVENTS = ['checkout.session.completed', 'payment_intent.succeeded', 'refund.updated'];
const WEBHOOK = 'https://ironhouse.example/webhooks/stripe';

function settings(enabled: boolean, mode: 'test' | 'live' | null = enabled ? 'test' : null) {
  return trpcQuery('onlinePayments.settings', { enabled, mode, webhookUrl: WEBHOOK, events: EVENTS });
}

function renderCard() {
  return renderPage(<OnlinePaymentsCard />, { path: '/admin/settings' });
}

describe('Settings › Online payments', () => {
  it('while off, says how to turn them on, and still shows the address and events to register', async () => {
    server.use(settings(false));
    const page = renderCard();
    expect(await page.findByText('Off')).toBeTruthy();
    expect(page.queryByText('On')).toBeNull();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(page.getByText(name)).toBeTruthy();
    }
    expect((page.getByLabelText('Webhook address') as HTMLInputElement).value).toBe(WEBHOOK);
    const events = within(page.getByRole('heading', { name: 'Events to send' }).parentElement as HTMLElement);
    expect(
      events
        .getAllByRole('listitem')
        .slice(-3)
        .map((item) => item.textContent),
    ).toEqual(EVENTS);
    // Nothing to test while there are no keys.
    expect(page.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });

  it('while on, shows the mode and no setup instructions', async () => {
    server.use(settings(true, 'test'));
    const page = renderCard();
    expect(await page.findByText('On')).toBeTruthy();
    expect(page.getByText('Test mode')).toBeTruthy();
    expect(page.getByText(/only Stripe’s test cards work/)).toBeTruthy();
    expect(page.queryByText('STRIPE_SECRET_KEY')).toBeNull();
  });

  it('warns that live mode charges real cards', async () => {
    server.use(settings(true, 'live'));
    const page = renderCard();
    expect(await page.findByText('Live mode')).toBeTruthy();
    expect(page.getByText(/real cards are charged/)).toBeTruthy();
  });

  it('copies the webhook address and says so', async () => {
    server.use(settings(true));
    const page = renderCard();
    await page.user.click(await page.findByRole('button', { name: 'Copy' }));
    expect(await page.findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(WEBHOOK);
  });

  it('says when the browser would not copy, so the address can be copied by hand', async () => {
    server.use(settings(true));
    const page = renderCard();
    const copy = await page.findByRole('button', { name: 'Copy' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await page.user.click(copy);
    expect(await page.findByText('Could not copy: select the address and copy it.')).toBeTruthy();
  });

  it('tests the connection and announces the answer', async () => {
    const hold = gate();
    server.use(
      settings(true),
      trpcMutation('onlinePayments.testConnection', async () => {
        await hold.promise;
        return { ok: true, message: 'Connected to Stripe account "Iron House" (test mode).' };
      }),
    );
    const page = renderCard();
    const button = await page.findByRole('button', { name: 'Test connection' });
    await page.user.click(button);
    expect(await page.findByText('Asking Stripe...')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    hold.release();
    const answer = await page.findByText('Connected to Stripe account "Iron House" (test mode).');
    // Read out where it appears: a status inside a polite live region, the button usable again.
    expect(answer.getAttribute('role')).toBe('status');
    expect(answer.closest('[aria-live="polite"]')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed test as an alert with Stripe’s reason', async () => {
    server.use(
      settings(true),
      trpcMutation('onlinePayments.testConnection', {
        ok: false,
        message: 'Stripe refused the secret key. Check STRIPE_SECRET_KEY.',
      }),
    );
    const page = renderCard();
    await page.user.click(await page.findByRole('button', { name: 'Test connection' }));
    expect((await page.findByRole('alert')).textContent).toBe(
      'Stripe refused the secret key. Check STRIPE_SECRET_KEY.',
    );
  });

  it('shows the server’s refusal when the test cannot run', async () => {
    server.use(
      settings(true),
      trpcMutation('onlinePayments.testConnection', () => {
        throw new TrpcError({ code: 'PRECONDITION_FAILED', message: 'Online payment is not available right now.' });
      }),
    );
    const page = renderCard();
    await page.user.click(await page.findByRole('button', { name: 'Test connection' }));
    expect((await page.findByRole('alert')).textContent).toBe('Online payment is not available right now.');
  });

  it('says when the settings could not be loaded', async () => {
    server.use(
      trpcQuery('onlinePayments.settings', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
      }),
    );
    const page = renderCard();
    expect(await page.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
