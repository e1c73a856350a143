// @vitest-environment jsdom
// "Card for automatic payments": save one (the provider's page), see the one saved, remove it after
// confirming; nothing at all when the gym takes no payments online.
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { CardPanel } from './CardPanel.js';
import { cardText } from './cardText.js';
import { leaveForProvider } from './leaveForProvider.js';

vi.mock('./leaveForProvider.js', () => ({ leaveForProvider: vi.fn() }));

const server = setupMswServer();
const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

beforeEach(() => {
  vi.mocked(leaveForProvider).mockClear();
});

describe('Card for automatic payments', () => {
  it('without a card, explains automatic payments and sends the member to save one', async () => {
    server.use(
      trpcQuery('onlinePayments.myCard', { enabled: true, card: null }),
      trpcMutation('onlinePayments.saveCard', { url: 'http://127.0.0.1:4999/pay/cs_setup' }),
    );
    const page = renderPage(<CardPanel />, { path: '/member' });
    const panel = await page.findByRole('region', { name: 'Card for automatic payments' });
    expect(panel.textContent).toContain('each recurring bill is charged to it when it is issued');
    await page.user.click(page.getByRole('button', { name: 'Save a card for automatic payments' }));
    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('http://127.0.0.1:4999/pay/cs_setup'));
  });

  it('with a card, shows it and removes it once confirmed', async () => {
    let card: typeof VISA | null = VISA;
    const remove = vi.fn(() => {
      card = null;
      return { removed: true };
    });
    server.use(
      trpcQuery('onlinePayments.myCard', () => ({ enabled: true, card })),
      trpcMutation('onlinePayments.removeCard', remove),
    );
    const page = renderPage(<CardPanel />, { path: '/member' });
    expect(await page.findByText('Visa •••• 4242, expires 12/2030')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Remove card' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(remove).not.toHaveBeenCalled();
    await page.user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    const done = await page.findByText('Card removed. Recurring bills will no longer be charged automatically.');
    await vi.waitFor(() => expect(document.activeElement).toBe(done));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await page.findByRole('button', { name: 'Save a card for automatic payments' })).toBeTruthy();
    expect(page.queryByText(/•••• 4242/)).toBeNull();
  });

  it('keeps the card and says why when it cannot be removed', async () => {
    server.use(
      trpcQuery('onlinePayments.myCard', { enabled: true, card: VISA }),
      trpcMutation('onlinePayments.removeCard', () => {
        throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'Online payment is not available right now.' });
      }),
    );
    const page = renderPage(<CardPanel />, { path: '/member' });
    await page.user.click(await page.findByRole('button', { name: 'Remove card' }));
    const dialog = await page.findByRole('alertdialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Online payment is not available right now.');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(page.getByText('Visa •••• 4242, expires 12/2030')).toBeTruthy();
  });

  it('is not shown when the gym takes no payments online', async () => {
    const asked = vi.fn(() => ({ enabled: false, card: VISA }));
    server.use(trpcQuery('onlinePayments.myCard', asked));
    const page = renderPage(<CardPanel />, { path: '/member' });
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(page.queryByRole('region')).toBeNull();
  });
});

describe('cardText', () => {
  it.each([
    [{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, 'Visa •••• 4242, expires 12/2030'],
    [{ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029 }, 'Mastercard •••• 4444, expires 03/2029'],
    [{ brand: 'amex', last4: '0005', expMonth: 1, expYear: 2031 }, 'American Express •••• 0005, expires 01/2031'],
    [{ brand: 'unknown', last4: '1111', expMonth: 10, expYear: 2027 }, 'Card •••• 1111, expires 10/2027'],
  ])('%o reads "%s"', (card, text) => {
    expect(cardText(card)).toBe(text);
  });
});
