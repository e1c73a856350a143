// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportProblemInput } from '../../../shared/equipment.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { EquipmentStatusCard } from './EquipmentStatusCard.js';

const server = setupMswServer();

const CHOICES = [
  { id: 'e1', name: 'Bike' },
  { id: 'e2', name: 'Rower' },
];

function page(items: { id: string; name: string }[]) {
  return { items, total: items.length, page: 1, pageSize: 10 };
}

function render(outOfOrder: { id: string; name: string }[] = []) {
  server.use(
    trpcQuery('equipment.listOutOfOrder', page(outOfOrder)),
    trpcQuery('equipment.listChoices', { ...page(CHOICES), pageSize: 100 }),
  );
  return renderPage(<EquipmentStatusCard />, { path: '/member' });
}

async function openReport(view: ReturnType<typeof render>) {
  await view.user.click(view.getByRole('button', { name: 'Report a problem' }));
  const dialog = await view.findByRole('dialog', { name: 'Report a problem' });
  await within(dialog).findByLabelText('Equipment');
  return within(dialog);
}

describe('EquipmentStatusCard', () => {
  it('lists what is out of order', async () => {
    const view = render([{ id: 'e2', name: 'Rower' }]);
    const list = await view.findByRole('list', { name: 'Out of order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rower']);
    expect(view.queryByText('All equipment is working.')).toBeNull();
  });

  it('says when all equipment is working, after a loading status', async () => {
    const hold = gate();
    server.use(
      trpcQuery('equipment.listOutOfOrder', async () => {
        await hold.promise;
        return page([]);
      }),
    );
    const view = renderPage(<EquipmentStatusCard />);
    expect(view.getByRole('status').textContent).toBe('Loading equipment status...');
    hold.release();
    expect(await view.findByText('All equipment is working.')).toBeTruthy();
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    server.use(
      trpcQuery('equipment.listOutOfOrder', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return page([]);
      }),
    );
    const view = renderPage(<EquipmentStatusCard />);
    expect((await view.findByRole('alert')).textContent).toBe('Could not load the equipment status.');
    fail = false;
    await view.user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByText('All equipment is working.')).toBeTruthy();
  });

  it('reports a problem: both fields are required, then it is sent and the thanks takes focus', async () => {
    const view = render();
    const report = vi.fn((_input: ReportProblemInput) => ({ id: 'l1', onDay: '2026-03-10' }));
    server.use(trpcMutation<ReportProblemInput>('equipment.reportProblem', report));
    await view.findByText('All equipment is working.');
    const dialog = await openReport(view);

    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Choose the equipment.')).toBeTruthy();
    expect(dialog.getByText('Description is required.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Equipment'));
    expect(report).not.toHaveBeenCalled();

    await view.user.selectOptions(dialog.getByLabelText('Equipment'), 'Rower');
    await view.user.type(dialog.getByLabelText('Description'), 'The seat wobbles.');
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));

    const thanks = await view.findByText('Thank you. Your report about Rower was sent to the gym.');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(report).toHaveBeenCalledExactlyOnceWith({ id: 'e2', note: 'The seat wobbles.' });
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's message when the report fails", async () => {
    const view = render();
    server.use(
      trpcMutation('equipment.reportProblem', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Equipment not found.' });
      }),
    );
    await view.findByText('All equipment is working.');
    const dialog = await openReport(view);
    await view.user.selectOptions(dialog.getByLabelText('Equipment'), 'Bike');
    await view.user.type(dialog.getByLabelText('Description'), 'Squeaks');
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Equipment not found.');
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Squeaks');
  });
});
