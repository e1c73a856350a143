// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePlanInput, UpdatePlanInput } from '../../../shared/plans.schemas.js';
import { GOLD, OLD, type PlanRow, plan, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { PlansSection } from './PlansSection.js';

const server = setupMswServer();

/** plans.list over rows the mutation handlers change. */
function plans(...initial: PlanRow[]) {
  const rows = initial.map((row) => ({ ...row }));
  const list = vi.fn(() => rows);
  server.use(trpcQuery('plans.list', list));
  return { rows, list };
}

function renderSection(gym = siteSettings()) {
  return renderPage(<PlansSection />, { path: '/plans', gym });
}

const itemOf = async (page: ReturnType<typeof renderSection>, name: string) =>
  within((await page.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement);

describe('PlansSection', () => {
  it('shows a loading status, then every plan with its price, period, members and badges', async () => {
    const hold = gate();
    server.use(
      trpcQuery('plans.list', async () => {
        await hold.promise;
        return [STANDARD, { ...GOLD, memberCount: 3 }, OLD];
      }),
    );
    const page = renderSection();
    expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeTruthy();
    expect(page.getByText('Loading plans...')).toBeTruthy();
    hold.release();

    const list = await page.findByRole('list', { name: 'All plans' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Standard', 'Gold', 'Old Timer']);

    const standard = await itemOf(page, 'Standard');
    expect(standard.getByText('Default')).toBeTruthy();
    expect(standard.getByText('Free')).toBeTruthy();
    expect(standard.getByText('Billing period: No recurring bill · 0 members')).toBeTruthy();
    expect(standard.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(standard.queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(standard.queryByRole('button', { name: 'Archive' })).toBeNull();

    const gold = await itemOf(page, 'Gold');
    expect(gold.getByText('$29.99 Monthly')).toBeTruthy();
    expect(gold.getByText('Billing period: Monthly · 3 members')).toBeTruthy();
    expect(gold.getByRole('button', { name: 'Make default' })).toBeTruthy();
    expect(gold.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(gold.queryByText('Archived')).toBeNull();
    expect(gold.queryByText('On website')).toBeNull();

    const old = await itemOf(page, 'Old Timer');
    expect(old.getByText('Archived')).toBeTruthy();
    expect(old.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(old.queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(page.getByRole('group', { name: 'Gold' })).toBeTruthy();
  });

  it('shows a load failure and loads again on Try again', async () => {
    let fail = true;
    server.use(
      trpcQuery('plans.list', () => {
        if (fail) throw new TrpcError({ code: 'FORBIDDEN', message: 'Administrators only.' });
        return [STANDARD];
      }),
    );
    const page = renderSection();
    expect((await page.findByRole('alert')).textContent).toBe('Administrators only.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Standard', { selector: 'strong' })).toBeTruthy();
  });

  it('adds a plan with name, price and billing period', async () => {
    const { rows } = plans(STANDARD);
    const create = vi.fn((input: CreatePlanInput) => {
      const added = plan({
        id: 'plan-new',
        name: input.name,
        priceCents: 4999,
        period: input.period ?? 'none',
        isDefault: false,
      });
      rows.push(added);
      return added;
    });
    server.use(trpcMutation<CreatePlanInput>('plans.create', create));
    const page = renderSection();
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    const period = form.getByLabelText('Billing period') as HTMLSelectElement;
    expect([...period.options].map((o) => o.textContent)).toEqual([
      'Monthly',
      'Quarterly',
      'Yearly',
      'No recurring bill',
    ]);
    await page.user.type(form.getByLabelText('Name'), 'Platinum');
    await page.user.type(form.getByLabelText('Price'), '49.99');
    await page.user.selectOptions(period, 'quarterly');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));

    const added = await form.findByRole('status');
    expect(added.textContent).toBe('Added plan Platinum.');
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Platinum',
      price: '49.99',
      kind: 'recurring',
      period: 'quarterly',
      showOnWebsite: false,
    });
    expect(await page.findByText('Platinum', { selector: 'strong' })).toBeTruthy();
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('adds a plan for the website with "Show on website", which then carries its badge', async () => {
    const { rows } = plans(STANDARD);
    const create = vi.fn((input: CreatePlanInput) => {
      const added = plan({ id: 'plan-web', name: input.name, isDefault: false, showOnWebsite: input.showOnWebsite });
      rows.push(added);
      return added;
    });
    server.use(trpcMutation<CreatePlanInput>('plans.create', create));
    const page = renderSection();
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    const website = form.getByRole('checkbox', { name: 'Show on website' }) as HTMLInputElement;
    expect(website.checked).toBe(false);
    expect(website.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The public Services page lists the plan with its price and billing period.',
    );
    await page.user.type(form.getByLabelText('Name'), 'Drop-in');
    await page.user.type(form.getByLabelText('Price'), '12');
    await page.user.click(website);
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));

    expect(await form.findByRole('status')).toBeTruthy();
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Drop-in',
      price: '12.00',
      kind: 'recurring',
      period: 'monthly',
      showOnWebsite: true,
    });
    expect((await itemOf(page, 'Drop-in')).getByText('On website')).toBeTruthy();
    // The form starts over, unticked.
    expect(website.checked).toBe(false);
  });

  it('checks the fields before sending and focuses the first one wrong', async () => {
    plans(STANDARD);
    const create = vi.fn();
    server.use(trpcMutation('plans.create', create));
    const page = renderSection();
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    await page.user.type(form.getByLabelText('Price'), '-1');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));
    expect(form.getByText('Plan name is required.')).toBeTruthy();
    expect(form.getByText('Price cannot be negative.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's message for a duplicate name next to the form", async () => {
    plans(STANDARD, GOLD);
    server.use(
      trpcMutation('plans.create', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'A plan named "Gold" already exists.' });
      }),
    );
    const page = renderSection();
    const form = within(page.getByRole('form', { name: 'Add a plan' }));
    await page.user.type(form.getByLabelText('Name'), 'gold');
    await page.user.type(form.getByLabelText('Price'), '10');
    await page.user.click(form.getByRole('button', { name: 'Add plan' }));
    expect((await form.findByRole('alert')).textContent).toBe('A plan named "Gold" already exists.');
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('gold');
  });

  it('edits a plan in a dialog and warns when its members will start being billed', async () => {
    const { rows } = plans(STANDARD, { ...GOLD, period: 'none', priceCents: 2999, memberCount: 2 });
    const update = vi.fn((input: UpdatePlanInput) => {
      Object.assign(rows[1] as PlanRow, { name: input.name, period: input.period });
      return { ...(rows[1] as PlanRow) };
    });
    server.use(trpcMutation<UpdatePlanInput>('plans.update', update));
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Gold')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Gold' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Gold');
    expect((dialog.getByLabelText('Price') as HTMLInputElement).value).toBe('29.99');
    expect((dialog.getByLabelText('Billing period') as HTMLSelectElement).value).toBe('none');
    expect(dialog.queryByText(/will be billed/)).toBeNull();

    await page.user.selectOptions(dialog.getByLabelText('Billing period'), 'monthly');
    expect(
      dialog.getByText(
        '2 members on this plan will be billed monthly, from today or from the end of a period already paid for.',
      ),
    ).toBeTruthy();
    await page.user.click(dialog.getByRole('button', { name: 'Save plan' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Saved Gold.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(page.queryByRole('dialog')).toBeNull();
    expect(update).toHaveBeenCalledExactlyOnceWith({
      planId: 'plan-gold',
      name: 'Gold',
      price: '29.99',
      kind: 'recurring',
      period: 'monthly',
      showOnWebsite: false,
    });
    expect(await page.findByText('Billing period: Monthly · 2 members')).toBeTruthy();
  });

  it('shows a plan\'s "Show on website" mark in the edit dialog and saves it unticked', async () => {
    const { rows } = plans(STANDARD, { ...GOLD, showOnWebsite: true });
    const update = vi.fn((input: UpdatePlanInput) => {
      Object.assign(rows[1] as PlanRow, { showOnWebsite: input.showOnWebsite });
      return { ...(rows[1] as PlanRow) };
    });
    server.use(trpcMutation<UpdatePlanInput>('plans.update', update));
    const page = renderSection();
    const gold = await itemOf(page, 'Gold');
    expect(gold.getByText('On website')).toBeTruthy();
    await page.user.click(gold.getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Gold' }));
    const website = dialog.getByRole('checkbox', { name: 'Show on website' }) as HTMLInputElement;
    expect(website.checked).toBe(true);
    await page.user.click(website);
    await page.user.click(dialog.getByRole('button', { name: 'Save plan' }));

    expect((await page.findByRole('status')).textContent).toBe('Saved Gold.');
    expect(update).toHaveBeenCalledExactlyOnceWith({
      planId: 'plan-gold',
      name: 'Gold',
      price: '29.99',
      kind: 'recurring',
      period: 'monthly',
      showOnWebsite: false,
    });
    await waitFor(() => expect(page.queryByText('On website')).toBeNull());
  });

  it("keeps the edit dialog open with the server's message when the name is taken", async () => {
    plans(STANDARD, GOLD);
    server.use(
      trpcMutation('plans.update', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'A plan named "Standard" already exists.' });
      }),
    );
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Gold')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Gold' }));
    await page.user.clear(dialog.getByLabelText('Name'));
    await page.user.type(dialog.getByLabelText('Name'), 'Standard');
    await page.user.click(dialog.getByRole('button', { name: 'Save plan' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('A plan named "Standard" already exists.');
  });

  it('makes a plan the default, archives and restores, saying each time', async () => {
    const { rows } = plans(STANDARD, GOLD, OLD);
    server.use(
      trpcMutation('plans.makeDefault', () => {
        (rows[0] as PlanRow).isDefault = false;
        (rows[1] as PlanRow).isDefault = true;
        return rows[1];
      }),
      trpcMutation('plans.restore', () => {
        (rows[2] as PlanRow).archived = false;
        return rows[2];
      }),
    );
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Gold')).getByRole('button', { name: 'Make default' }));
    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Gold is now the default plan.');
    expect(document.activeElement).toBe(message);
    expect((await itemOf(page, 'Gold')).getByText('Default')).toBeTruthy();

    await page.user.click((await itemOf(page, 'Old Timer')).getByRole('button', { name: 'Restore' }));
    expect(await page.findByText('Restored Old Timer.')).toBeTruthy();
    expect((await itemOf(page, 'Old Timer')).queryByText('Archived')).toBeNull();
  });

  it("shows the server's refusal to archive, with focus on it", async () => {
    plans(STANDARD, GOLD);
    server.use(
      trpcMutation('plans.archive', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message: 'The default plan cannot be archived. Make another plan the default first.',
        });
      }),
    );
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Gold')).getByRole('button', { name: 'Archive' }));
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('The default plan cannot be archived. Make another plan the default first.');
    expect(document.activeElement).toBe(alert);
  });
});
