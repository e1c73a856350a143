// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePlanInput } from '../../../shared/plans.schemas.js';
import { type PlanRow, plan, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { PlansSection } from './PlansSection.js';

const server = setupMswServer();

const TEN_VISITS = plan({
  id: 'plan-ten',
  name: '10-visit pass',
  priceCents: 12000,
  period: 'none',
  isDefault: false,
  kind: 'pass',
  passVisits: 10,
  passDays: 90,
  memberCount: 2,
});

function plans(...initial: PlanRow[]) {
  const rows = initial.map((row) => ({ ...row }));
  server.use(trpcQuery('plans.list', () => rows));
  return rows;
}

describe('PlansSection: passes', () => {
  it('shows a pass with its price, visits and days, and never offers to make it the default', async () => {
    plans(STANDARD, TEN_VISITS);
    const page = renderPage(<PlansSection />, { path: '/plans' });
    const item = within((await page.findByText('10-visit pass', { selector: 'strong' })).closest('li') as HTMLElement);
    expect(item.getByText('$120.00 once')).toBeTruthy();
    expect(item.getByText('Pass: 10 visits within 90 days · 2 members')).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('adds a pass with visits and days instead of a billing period, and asks for one of them', async () => {
    const rows = plans(STANDARD);
    const create = vi.fn((input: CreatePlanInput) => {
      const added = plan({
        id: 'plan-trial',
        name: input.name,
        priceCents: 0,
        isDefault: false,
        kind: 'pass',
        passVisits: input.passVisits ?? null,
        passDays: input.passDays ?? null,
      });
      rows.push(added);
      return added;
    });
    server.use(trpcMutation<CreatePlanInput>('plans.create', create));
    const page = renderPage(<PlansSection />, { path: '/plans' });
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    await page.user.type(form.getByLabelText('Name'), 'Trial week');
    await page.user.type(form.getByLabelText('Price'), '0');
    await page.user.selectOptions(form.getByLabelText('Kind'), 'pass');
    expect(form.queryByLabelText('Billing period')).toBeNull();
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));

    expect(await form.findByText('A pass needs a number of visits, a number of days, or both.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await page.user.type(form.getByLabelText('Days'), '7');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));
    expect((await form.findByRole('status')).textContent).toBe('Added plan Trial week.');
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Trial week',
      price: '0.00',
      kind: 'pass',
      passVisits: null,
      passDays: 7,
      showOnWebsite: false,
    });
    const item = within((await page.findByText('Trial week', { selector: 'strong' })).closest('li') as HTMLElement);
    expect(item.getByText('Pass: Unlimited visits within 7 days · 0 members')).toBeTruthy();
  });
});
