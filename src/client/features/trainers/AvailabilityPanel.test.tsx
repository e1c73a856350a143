// @vitest-environment jsdom
// My availability: the weekly hours as the server has them, a new window added from the form, and an
// overlap the server refuses shown beside the field with nothing added.
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AvailabilityPanel } from './AvailabilityPanel.js';

const server = setupMswServer();

const MONDAY_MORNING = { id: 'w1', weekday: 1, startTime: '09:00', endTime: '12:00' };

function answers(windows: (typeof MONDAY_MORNING)[]) {
  return { windows, timeOff: [], today: '2026-11-23' };
}

describe('AvailabilityPanel', () => {
  it('adds the weekly hours typed in the form and lists them', async () => {
    let windows = [MONDAY_MORNING];
    const sent: unknown[] = [];
    server.use(
      trpcQuery('availability.get', () => answers(windows)),
      trpcMutation('availability.addWindow', (input: { weekday: number; start: string; end: string }) => {
        sent.push(input);
        const added = { id: 'w2', weekday: input.weekday, startTime: input.start, endTime: input.end };
        windows = [...windows, added];
        return added;
      }),
    );
    const page = renderPage(<AvailabilityPanel />, { path: '/admin/trainers' });
    const hours = await page.findByRole('list', { name: 'Weekly hours' });
    expect(hours.textContent).toContain('09:00–12:00');

    const form = within(page.getByRole('form', { name: 'Add weekly hours' }));
    fireEvent.change(form.getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText('From'), { target: { value: '17:00' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '20:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Add hours' }));

    await page.findByText('Added Wednesday 17:00–20:00.');
    expect(sent).toEqual([{ weekday: 3, start: '17:00', end: '20:00' }]);
    await within(page.getByRole('list', { name: 'Weekly hours' })).findByText(/17:00–20:00/);
  });

  it('shows the overlap the server refuses beside the field, and adds nothing', async () => {
    const message = 'This overlaps Monday 09:00–12:00.';
    server.use(
      trpcQuery('availability.get', () => answers([MONDAY_MORNING])),
      trpcMutation('availability.addWindow', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message, fieldErrors: { start: message } });
      }),
    );
    const page = renderPage(<AvailabilityPanel />, { path: '/admin/trainers' });
    await page.findByRole('list', { name: 'Weekly hours' });
    const form = within(page.getByRole('form', { name: 'Add weekly hours' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '11:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Add hours' }));

    await form.findByText(message);
    expect(page.getByRole('list', { name: 'Weekly hours' }).querySelectorAll('li')).toHaveLength(1);
  });
});
