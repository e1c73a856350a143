// @vitest-environment jsdom
// The self check-in tablet: a member's code (typed, from a USB scanner, or read by the camera) gets a
// welcome by first name or "Please see the front desk" — nothing more for the room to read — and the
// screen clears itself a few seconds later for the next person.
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfCheckInInput } from '../../../../shared/self-check-in.schemas.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { CONFIGURED_GYM } from '../../../test/site-settings.js';
import { TrpcError, trpcMutation } from '../../../test/trpc-msw.js';
import { installCamera, uninstallCamera } from '../camera/camera-fakes.js';
import SelfCheckInPage, { CLEAR_AFTER_MS } from './SelfCheckInPage.js';

const server = setupMswServer();

beforeEach(() => {
  // The screen clears itself on a timer; the test moves it (and lets real time run for the rest).
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  uninstallCamera();
});

function renderTablet(answer: (input: SelfCheckInInput) => unknown) {
  const selfCheckIn = vi.fn(answer);
  server.use(trpcMutation<SelfCheckInInput>('checkIns.selfCheckIn', selfCheckIn));
  const page = renderPage(<SelfCheckInPage />, { path: '/desk/self-check-in', gym: CONFIGURED_GYM });
  const field = page.getByLabelText('Your member code') as HTMLInputElement;
  return { page, field, selfCheckIn };
}

const answerText = async (page: ReturnType<typeof renderTablet>['page']) =>
  (await page.findByTestId('self-answer')).textContent;

describe('self check-in screen', () => {
  it("shows the gym's name and one field, ready for a scanner", () => {
    const { page, field } = renderTablet(() => ({ outcome: 'see_desk' }));
    expect(page.getByText('Iron Works Gym')).toBeTruthy();
    expect(page.getByRole('heading', { level: 1, name: 'Check in' })).toBeTruthy();
    expect(page.getByText('Type your member code, or scan the QR code on your card.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(page.getByRole('button', { name: 'Scan with camera' })).toBeTruthy();
  });

  it('greets a member by first name, empties the field at once, then clears itself after a few seconds', async () => {
    const { page, field, selfCheckIn } = renderTablet(() => ({ outcome: 'welcome', firstName: 'Ana' }));
    await page.user.type(field, 'k7m2qp9x{Enter}');
    expect(field.value).toBe('');

    expect(await answerText(page)).toBe('Welcome, Ana!');
    expect(selfCheckIn).toHaveBeenCalledExactlyOnceWith({ code: 'k7m2qp9x' });
    expect(page.getByTestId('self-answer').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement).toBe(field));

    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS - 2000));
    expect(page.getByTestId('self-answer').textContent).toBe('Welcome, Ana!');
    act(() => vi.advanceTimersByTime(2000));
    expect(page.queryByTestId('self-answer')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('sends anyone the server will not let in to the front desk, showing nothing else', async () => {
    const { page, field } = renderTablet(() => ({ outcome: 'see_desk' }));
    await page.user.type(field, 'ZZZZ9999{Enter}');

    expect(await answerText(page)).toBe('Please see the front desk');
    expect(page.getByRole('main').textContent).not.toMatch(/overdue|paused|balance|\$/i);
    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS));
    expect(page.queryByTestId('self-answer')).toBeNull();
  });

  it('sends the member to the front desk when the check-in fails, without the error', async () => {
    const { page, field } = renderTablet(() => {
      throw new TrpcError({
        code: 'FORBIDDEN',
        message: 'Only administrators, managers and front desk staff may do this.',
      });
    });
    await page.user.type(field, 'K7M2QP9X{Enter}');
    expect(await answerText(page)).toBe('Please see the front desk');
    expect(page.queryByText(/front desk staff may/)).toBeNull();
  });

  it('asks for a code when Enter is pressed on an empty field, without calling the server', async () => {
    const { page, field, selfCheckIn } = renderTablet(() => ({ outcome: 'see_desk' }));
    await page.user.type(field, '   {Enter}');
    expect(await answerText(page)).toBe('Enter your member code.');
    expect(selfCheckIn).not.toHaveBeenCalled();
  });

  it('greets a second member as a new answer, each clearing on its own clock', async () => {
    const names = ['Ana', 'Bo'];
    const { page, field } = renderTablet(() => ({ outcome: 'welcome', firstName: names.shift() }));
    await page.user.type(field, 'K7M2QP9X{Enter}');
    expect(await answerText(page)).toBe('Welcome, Ana!');
    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS - 2000));
    await page.user.type(field, 'ABCD2345{Enter}');
    expect(await page.findByText('Welcome, Bo!')).toBeTruthy();
    // Ana's clock has run out, but Bo's greeting stays its own few seconds.
    act(() => vi.advanceTimersByTime(2000));
    expect(page.getByTestId('self-answer').textContent).toBe('Welcome, Bo!');
    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS));
    expect(page.queryByTestId('self-answer')).toBeNull();
  });

  it('checks in the code the camera reads', async () => {
    const camera = installCamera();
    const { page, selfCheckIn } = renderTablet(() => ({ outcome: 'welcome', firstName: 'Ana' }));
    await page.user.click(page.getByRole('button', { name: 'Scan with camera' }));
    expect(await page.findByRole('dialog', { name: 'Scan your card' })).toBeTruthy();
    await page.findByText('Looking for a QR code...');

    camera.show('K7M2QP9X');
    expect(await answerText(page)).toBe('Welcome, Ana!');
    expect(selfCheckIn).toHaveBeenCalledExactlyOnceWith({ code: 'K7M2QP9X' });
    expect(page.queryByRole('dialog')).toBeNull();
    expect(camera.running()).toBe(false);
  });
});
