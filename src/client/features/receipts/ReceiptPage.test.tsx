// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.js';
import { receipt } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, MEMBER, type SessionUser, sessionAs } from '../../test/session.js';
import { CONFIGURED_GYM, type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

function openReceipt(path: string, user: SessionUser, answer: unknown, gym?: SiteSettings) {
  const asked = vi.fn((input: { paymentId: string }) => {
    if (answer instanceof TrpcError) throw answer;
    return { ...(answer as object), id: input.paymentId };
  });
  server.use(sessionAs(user), trpcQuery('payments.receipt', asked));
  return { page: renderPage(<App />, { path, ...(gym ? { gym } : {}) }), asked };
}

describe('ReceiptPage', () => {
  it('shows a member their receipt: gym, number, date, who, what for, amount, method, what remains, note', async () => {
    const { page, asked } = openReceipt('/member/receipts/pay-9', MEMBER, receipt());
    const heading = await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    const article = within(heading.closest('article') as HTMLElement);
    // A fresh install's gym: its default name and nothing invented beside it.
    expect(article.getByText('Your Gym')).toBeTruthy();
    expect(article.queryByRole('contentinfo')).toBeNull();
    expect(heading.closest('article')?.querySelector('address')).toBeNull();
    expect(article.queryByText(/Tax/)).toBeNull();
    const details = Object.fromEntries(
      [...(heading.closest('article')?.querySelectorAll('dt') ?? [])].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
    expect(details).toEqual({
      'Date paid': 'Nov 20, 2026',
      Member: 'Alex Kim',
      Email: 'alex@gym.test',
      Bill: 'Gold — Nov 2026',
      'Amount paid': '$10.00',
      Method: 'Card',
      'Remaining on this bill': '$19.99',
      Note: 'Paid at the desk',
    });
    expect(asked).toHaveBeenCalledWith({ paymentId: 'pay-9' });
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' }).getAttribute('href')).toBe('/member');
  });

  it('lists every bill a collected balance paid, with the total, instead of one bill and what remains on it', async () => {
    const collection = receipt({
      amountCents: 2500,
      note: null,
      billDescription: 'Gold — Oct 2026',
      lines: [
        { paymentId: 'pay-9', billDescription: 'Gold — Oct 2026', amountCents: 2500 },
        { paymentId: 'pay-10', billDescription: 'Gold — Nov 2026', amountCents: 2999 },
      ],
    });
    const { page } = openReceipt('/admin/receipts/pay-9', ADMIN, collection);
    const heading = await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    const article = heading.closest('article') as HTMLElement;
    const terms = [...article.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(Object.fromEntries(terms)).toEqual({
      'Date paid': 'Nov 20, 2026',
      Member: 'Alex Kim',
      Email: 'alex@gym.test',
      'Total paid': '$54.99',
      Method: 'Card',
    });
    const table = within(within(article).getByRole('table', { name: 'Bills paid' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BillAmount',
      'Gold — Oct 2026$25.00',
      'Gold — Nov 2026$29.99',
      'Total$54.99',
    ]);
  });

  it("is headed by the gym's name, address and tax id, states the tax part and ends with the gym's footer", async () => {
    const configured = receipt({
      amountCents: 1000,
      gym: {
        name: 'Iron Works Gym',
        street: '12 Mill Lane',
        city: 'Leeds LS1 4AB',
        taxId: 'GB 123 4567 89',
        receiptFooter: 'Thank you for training with us.\n\nNo refunds after 14 days.',
      },
      tax: { name: 'VAT', rateBasisPoints: 2000, amountCents: 167 },
    });
    // The gym's own settings: British, in pounds.
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, configured, CONFIGURED_GYM);
    const heading = await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    const article = heading.closest('article') as HTMLElement;
    const issuer = within(article.querySelector('header') as HTMLElement);
    expect(issuer.getByText('Iron Works Gym')).toBeTruthy();
    expect(article.querySelector('address')?.innerHTML).toBe('12 Mill Lane<br>Leeds LS1 4AB');
    expect(issuer.getByText('Tax ID: GB 123 4567 89')).toBeTruthy();
    expect(within(article).getByText('Date paid').nextElementSibling?.textContent).toBe('20 Nov 2026');
    expect(within(article).getByText('Amount paid').nextElementSibling?.textContent).toBe('£10.00');
    expect(within(article).getByText('VAT included (20%)').nextElementSibling?.textContent).toBe('£1.67');
    expect(within(article).getByText('Remaining on this bill').nextElementSibling?.textContent).toBe('£19.99');
    const footer = article.querySelector('footer') as HTMLElement;
    expect([...footer.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Thank you for training with us.',
      'No refunds after 14 days.',
    ]);
  });

  it('calls the tax "Tax" when the gym gave it no name, with a rate like 7.5%', async () => {
    const taxed = receipt({ tax: { name: '', rateBasisPoints: 750, amountCents: 70 } });
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, taxed);
    await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    expect(page.getByText('Tax included (7.5%)').nextElementSibling?.textContent).toBe('$0.70');
  });

  it("writes a German gym's receipt in euro, dated its way, with its tax rate written the German way", async () => {
    const german = siteSettings({ timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });
    const big = receipt({
      amountCents: 123450,
      billRemainingCents: 100000,
      tax: { name: 'MwSt.', rateBasisPoints: 750, amountCents: 8613 },
    });
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, big, german);
    await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    expect(page.getByText('Date paid').nextElementSibling?.textContent).toBe('20.11.2026');
    expect(page.getByText('Amount paid').nextElementSibling?.textContent).toBe('1.234,50 €');
    expect(page.getByText('Remaining on this bill').nextElementSibling?.textContent).toBe('1.000,00 €');
    expect(page.getByText('MwSt. included (7,5 %)').nextElementSibling?.textContent).toBe('86,13 €');
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, receipt({ note: null }));
    await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    expect(page.queryByText('Note')).toBeNull();
    await page.user.click(page.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows nothing remaining once the bill is paid', async () => {
    const paid = receipt({ billPaidCents: 2999, billStatus: 'paid', billRemainingCents: 0 });
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, paid);
    await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' });
    expect(page.getByText('Remaining on this bill').nextElementSibling?.textContent).toBe('$0.00');
  });

  it('opens for an admin under /admin with a link back to Billing', async () => {
    const { page } = openReceipt('/admin/receipts/pay-9', ADMIN, receipt());
    expect(await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' })).toBeTruthy();
    expect(page.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(page.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/admin/billing');
  });

  it('says plainly when the receipt is not found', async () => {
    const notFound = new TrpcError({ code: 'NOT_FOUND', message: 'Receipt not found.' });
    const { page } = openReceipt('/member/receipts/nope', MEMBER, notFound);
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Receipt not found. It may belong to another account, or the link is wrong.');
    expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' })).toBeTruthy();
  });

  it('offers Try again when loading fails for another reason', async () => {
    const failure = new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
    const { page } = openReceipt('/member/receipts/pay-9', MEMBER, failure);
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the receipt. Please try again.');
    server.use(trpcQuery('payments.receipt', receipt()));
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('heading', { level: 1, name: 'Receipt R-2026-000123' })).toBeTruthy();
  });

  it("sends an admin opening a member's receipt address to their own dashboard", async () => {
    server.use(trpcQuery('requests.listPending', { items: [], total: 0, page: 1, pageSize: 20 }));
    const { page, asked } = openReceipt('/member/receipts/pay-9', ADMIN, receipt());
    expect(await page.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });
});
