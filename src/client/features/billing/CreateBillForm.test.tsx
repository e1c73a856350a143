// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateBillInput } from '../../../shared/billing.schemas.js';
import { parseAmountToMinor } from '../../../shared/money.js';
import { member } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { CreateBillForm } from './CreateBillForm.js';

const server = setupMswServer();

const MAYA = member({ id: 'u-1', name: 'Maya Patel', email: 'maya@gym.test' });
const LEO = member({ id: 'u-2', name: 'Leo Chen', email: 'leo@gym.test' });

/** members.list as the server answers the picker's search: the members whose name holds the text. */
function membersMatching(search = '') {
  const items = [MAYA, LEO].filter((m) => m.name.toLowerCase().includes(search.toLowerCase()));
  return { items, total: items.length, page: 1, pageSize: 10 };
}

beforeEach(() => {
  server.use(
    trpcQuery<{ search?: string }>('members.list', (input: { search?: string }) => membersMatching(input.search)),
  );
});

/** bills.create as the server answers it, reading the amount in the gym's currency. */
function billCreated(currency = 'USD') {
  const handler = vi.fn((input: CreateBillInput) => ({
    id: 'b-1',
    memberId: input.memberId,
    amountCents: parseAmountToMinor(input.amount, currency),
    date: '2025-03-04T10:00:00.000Z',
    description: input.description ?? 'Charge',
    dueDate: '2025-03-18',
  }));
  server.use(trpcMutation<CreateBillInput>('bills.create', handler));
  return handler;
}

type Page = ReturnType<typeof renderPage>;

/** Types the member's first name in the picker and picks them. */
async function fill(page: Page, member: string, amount: string) {
  await page.user.type(page.getByRole('combobox', { name: 'Member' }), member.split(' ')[0] ?? member);
  await page.user.click(await page.findByRole('option', { name: new RegExp(`^${member}`) }));
  await page.user.type(page.getByLabelText('Amount'), amount);
}

const submit = (page: Page) => page.user.click(page.getByRole('button', { name: 'Create Bill' }));

function renderSection(gym?: SiteSettings) {
  return renderPage(<CreateBillForm />, { path: '/billing', ...(gym ? { gym } : {}) });
}

const GERMAN_GYM = siteSettings({ timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });
const JAPANESE_GYM = siteSettings({ timeZone: 'Asia/Tokyo', currency: 'JPY', locale: 'ja-JP' });

describe('Create Bill', () => {
  it('has a member picker and a decimal Amount field with its hint', async () => {
    const page = renderSection();
    expect(page.getByRole('heading', { level: 2, name: 'Create Bill' })).toBeTruthy();
    expect(page.getByLabelText('Member').getAttribute('role')).toBe('combobox');
    const amount = page.getByLabelText('Amount');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(page.getByText('In USD, e.g. 12.50')).toBeTruthy();
  });

  it('says member and amount are required and sends nothing', async () => {
    const handler = billCreated();
    const page = renderSection();
    await submit(page);

    expect(page.getByText('Member is required.')).toBeTruthy();
    expect(page.getByText('Amount is required.')).toBeTruthy();
    expect(page.getByLabelText('Member').getAttribute('aria-invalid')).toBe('true');
    expect(handler).not.toHaveBeenCalled();
  });

  it('puts focus on the first invalid field after a failed submit', async () => {
    billCreated();
    const page = renderSection();
    await page.user.type(page.getByLabelText('Amount'), '5');
    await submit(page);
    expect(document.activeElement).toBe(page.getByLabelText('Member'));
  });

  it('sends the optional description when one is typed', async () => {
    const handler = billCreated();
    const page = renderSection();
    expect(page.getByText(/Optional, e\.g\. Locker rental/)).toBeTruthy();
    await fill(page, 'Maya Patel', '15');
    await page.user.type(page.getByLabelText('Description'), '  Locker rental ');
    await submit(page);

    expect((await page.findByRole('status')).textContent).toBe('Bill of $15.00 created for Maya Patel.');
    expect(handler).toHaveBeenCalledWith({
      memberId: 'u-1',
      amount: '15.00',
      description: 'Locker rental',
      idempotencyKey: anyIdempotencyKey,
    });
    expect((page.getByLabelText('Description') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['12.345', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['0', 'Amount must be more than 0.'],
    ['1000000.01', 'Amount must be at most 1,000,000.'],
  ])('rejects the amount %s with the shared message', async (amount, message) => {
    const handler = billCreated();
    const page = renderSection();
    await fill(page, 'Maya Patel', amount);
    await submit(page);

    expect(page.getByText(message)).toBeTruthy();
    expect(page.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(handler).not.toHaveBeenCalled();
  });

  it('creates the bill, names the member and amount, and clears the form', async () => {
    const handler = billCreated();
    const page = renderSection();
    await fill(page, 'Maya Patel', ' 12.5 ');
    await submit(page);

    const created = await page.findByRole('status');
    expect(created.textContent).toBe('Bill of $12.50 created for Maya Patel.');
    await waitFor(() => expect(document.activeElement).toBe(created));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ memberId: 'u-1', amount: '12.50', idempotencyKey: anyIdempotencyKey });
    expect((page.getByLabelText('Member') as HTMLInputElement).value).toBe('');
    expect((page.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it('finds the member by searching from the keyboard, and keeps the choice when a later search finds nothing', async () => {
    const search = vi.fn((input: { search?: string }) => membersMatching(input.search));
    server.use(trpcQuery<{ search?: string }>('members.list', search));
    const handler = billCreated();
    const page = renderSection();
    const box = page.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    await page.user.type(box, 'leo');
    await page.findByRole('option', { name: /^Leo Chen/ });
    expect(search).toHaveBeenLastCalledWith({ search: 'leo', pageSize: 10 });
    await page.user.keyboard('{Enter}');
    expect(box.value).toBe('Leo Chen');

    await page.user.type(box, 'zzz');
    expect(await page.findByText('No member matches “zzz”.')).toBeTruthy();
    await page.user.keyboard('{Escape}');
    expect(box.value).toBe('Leo Chen');

    await page.user.type(page.getByLabelText('Amount'), '40');
    await submit(page);
    expect((await page.findByRole('status')).textContent).toBe('Bill of $40.00 created for Leo Chen.');
    expect(handler).toHaveBeenCalledWith({ memberId: 'u-2', amount: '40.00', idempotencyKey: anyIdempotencyKey });
  });

  it('shows the button as busy while the bill is created', async () => {
    const answer = gate();
    server.use(
      trpcMutation('bills.create', async () => {
        await answer.promise;
        return { id: 'b-1', memberId: 'u-1', amountCents: 500, date: '2025-03-04T10:00:00.000Z' };
      }),
    );
    const page = renderSection();
    await fill(page, 'Maya Patel', '5');
    await submit(page);

    const button = page.getByRole('button', { name: 'Create Bill' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    answer.release();
    expect(await page.findByText('Bill of $5.00 created for Maya Patel.')).toBeTruthy();
  });

  it.each([
    ['$20', '20.00', '$20.00'],
    ['1,200.00', '1200.00', '$1,200.00'],
  ])('accepts %j as people write amounts, and sends it as %j', async (typed, sent, shown) => {
    const handler = billCreated();
    const page = renderSection();
    await fill(page, 'Maya Patel', typed);
    await submit(page);
    expect((await page.findByRole('status')).textContent).toBe(`Bill of ${shown} created for Maya Patel.`);
    expect(handler).toHaveBeenCalledWith({ memberId: 'u-1', amount: sent, idempotencyKey: anyIdempotencyKey });
  });

  it("reads the amount as a German gym writes it: '1.234,50' is sent as 1234.50", async () => {
    const handler = billCreated('EUR');
    const page = renderSection(GERMAN_GYM);
    expect(page.getByText('In EUR, e.g. 12,50')).toBeTruthy();
    await fill(page, 'Maya Patel', '1.234,50');
    await submit(page);

    expect((await page.findByRole('status')).textContent).toBe('Bill of 1.234,50 € created for Maya Patel.');
    expect(handler).toHaveBeenCalledWith({ memberId: 'u-1', amount: '1234.50', idempotencyKey: anyIdempotencyKey });
  });

  it.each([
    ['1234.50', 'Enter an amount like 12,50 (at most 2 decimals).'],
    ['1000000,01', 'Amount must be at most 1.000.000.'],
  ])('refuses %j in a German gym with its own message', async (typed, message) => {
    const handler = billCreated('EUR');
    const page = renderSection(GERMAN_GYM);
    await fill(page, 'Maya Patel', typed);
    await submit(page);
    expect(page.getByText(message)).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
  });

  it('takes whole yen only in a Japanese gym', async () => {
    const handler = billCreated('JPY');
    const page = renderSection(JAPANESE_GYM);
    expect(page.getByText('In JPY, e.g. 1200')).toBeTruthy();
    await fill(page, 'Maya Patel', '12.50');
    await submit(page);
    expect(page.getByText('Enter a whole amount (JPY has no decimals).')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();

    await page.user.clear(page.getByLabelText('Amount'));
    await page.user.type(page.getByLabelText('Amount'), '1,200');
    await submit(page);
    expect((await page.findByRole('status')).textContent).toBe('Bill of ￥1,200 created for Maya Patel.');
    expect(handler).toHaveBeenCalledWith({ memberId: 'u-1', amount: '1200', idempotencyKey: anyIdempotencyKey });
  });

  it.each(['1e3', '12.345', '1,20'])('refuses %j beside the Amount field and sends nothing', async (typed) => {
    const handler = billCreated();
    const page = renderSection();
    await fill(page, 'Maya Patel', typed);
    await submit(page);
    expect(page.getByText('Enter an amount like 12.50 (at most 2 decimals).')).toBeTruthy();
    expect(document.activeElement).toBe(page.getByLabelText('Amount'));
    expect(handler).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps the form when the member is not found", async () => {
    server.use(
      trpcMutation('bills.create', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Member not found.' });
      }),
    );
    const page = renderSection();
    await fill(page, 'Maya Patel', '12.50');
    await submit(page);

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Member not found.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((page.getByLabelText('Amount') as HTMLInputElement).value).toBe('12.50');
    expect(page.queryByRole('status')).toBeNull();
  });

  it('shows a field error the server sent beside its field', async () => {
    server.use(
      trpcMutation('bills.create', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Invalid input',
          fieldErrors: { amount: 'Amount must be at most 1,000,000.' },
        });
      }),
    );
    const page = renderSection();
    await fill(page, 'Maya Patel', '12.50');
    await submit(page);

    expect(await page.findByText('Amount must be at most 1,000,000.')).toBeTruthy();
    expect(page.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(page.queryByRole('alert')).toBeNull();
  });
});
