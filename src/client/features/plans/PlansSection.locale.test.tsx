// @vitest-environment jsdom
// Plans in the gym's own currency and locale: prices shown and typed its way, whole amounts for yen.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePlanInput, UpdatePlanInput } from '../../../shared/plans.schemas.js';
import { GOLD, type PlanRow, plan, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { PlansSection } from './PlansSection.js';

const server = setupMswServer();

/** A gym in Germany: prices read '29,99 €' and are typed with a decimal comma. */
const GERMAN_GYM = siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });

/** plans.list over rows the mutation handlers change. */
function plans(...initial: PlanRow[]) {
  const rows = initial.map((row) => ({ ...row }));
  server.use(trpcQuery('plans.list', () => rows));
  return { rows };
}

function renderSection(gym: SiteSettings) {
  return renderPage(<PlansSection />, { path: '/plans', gym });
}

const itemOf = async (page: ReturnType<typeof renderSection>, name: string) =>
  within((await page.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement);

describe("PlansSection in the gym's currency", () => {
  it("writes and reads prices the gym's way: a German gym shows '29,99 €' and sends '49,90' as '49.90'", async () => {
    const { rows } = plans(STANDARD, { ...GOLD, memberCount: 1234 });
    const create = vi.fn((input: CreatePlanInput) => {
      const added = plan({
        id: 'plan-new',
        name: input.name,
        priceCents: 4990,
        period: input.period,
        isDefault: false,
      });
      rows.push(added);
      return added;
    });
    const update = vi.fn((input: UpdatePlanInput) => ({ ...(rows[1] as PlanRow), name: input.name }));
    server.use(trpcMutation<CreatePlanInput>('plans.create', create));
    server.use(trpcMutation<UpdatePlanInput>('plans.update', update));
    const page = renderSection(GERMAN_GYM);

    const gold = await itemOf(page, 'Gold');
    expect(gold.getByText('29,99 € Monthly')).toBeTruthy();
    expect(gold.getByText('Billing period: Monthly · 1.234 members')).toBeTruthy();
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    expect(form.getByText('In EUR, e.g. 29,99 (0 for a free plan)')).toBeTruthy();
    await page.user.type(form.getByLabelText('Name'), 'Platin');
    await page.user.type(form.getByLabelText('Price'), '49,90');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));

    expect((await form.findByRole('status')).textContent).toBe('Added plan Platin.');
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Platin',
      price: '49.90',
      kind: 'recurring',
      period: 'monthly',
      showOnWebsite: false,
    });
    expect((await itemOf(page, 'Platin')).getByText('49,90 € Monthly')).toBeTruthy();

    await page.user.click(gold.getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Gold' }));
    const price = dialog.getByLabelText('Price') as HTMLInputElement;
    expect(price.value).toBe('29,99');
    await page.user.clear(price);
    await page.user.type(price, '1.234,50');
    await page.user.click(dialog.getByRole('button', { name: 'Save plan' }));
    expect(await page.findByText('Saved Gold.')).toBeTruthy();
    expect(update).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ price: '1234.50' }));
  });

  it('refuses decimals in the price field of a gym in yen before sending', async () => {
    plans(STANDARD);
    const create = vi.fn();
    server.use(trpcMutation('plans.create', create));
    const page = renderSection(siteSettings({ locale: 'ja-JP', currency: 'JPY', timeZone: 'Asia/Tokyo' }));
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    await page.user.type(form.getByLabelText('Name'), 'Gold');
    await page.user.type(form.getByLabelText('Price'), '12.50');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));

    expect(form.getByText('Enter a whole amount (JPY has no decimals).')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Price'));
    expect(create).not.toHaveBeenCalled();
  });
});
