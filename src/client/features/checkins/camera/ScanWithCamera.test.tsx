// @vitest-environment jsdom
// "Scan with camera" on the check-in desk: the back camera's picture in a dialog, a member's QR code
// read off it and checked in as if typed, the camera off as soon as a code is read or the dialog is
// closed, and a plain message when the camera is refused or missing.
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInInput } from '../../../../shared/checkins.schemas.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { siteSettings } from '../../../test/site-settings.js';
import { trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { CheckInDesk } from '../CheckInDesk.js';
import { installCamera, removeCamera, uninstallCamera } from './camera-fakes.js';

const server = setupMswServer();
afterEach(uninstallCamera);

const AT = '2026-11-22T23:05:00.000Z';

function renderDesk() {
  const checkIn = vi.fn((_input: CheckInInput) => ({
    outcome: 'checked_in',
    memberId: 'm1',
    memberName: 'Ana Lima',
    at: AT,
  }));
  server.use(
    trpcQuery('checkIns.today', { day: '2026-11-22', total: 0, items: [] }),
    trpcMutation<CheckInInput>('checkIns.checkIn', checkIn),
  );
  const page = renderPage(<CheckInDesk />, {
    path: '/check-in',
    gym: siteSettings({ today: '2026-11-22', timeZone: 'America/New_York' }),
  });
  return { page, checkIn };
}

async function openCamera(page: ReturnType<typeof renderDesk>['page']) {
  await page.user.click(page.getByRole('button', { name: 'Scan with camera' }));
  return within(await page.findByRole('dialog', { name: "Scan a member's card" }));
}

describe('Scan with camera', () => {
  it('checks in the member whose QR code it reads, as a typed code, and turns the camera off', async () => {
    const camera = installCamera();
    const { page, checkIn } = renderDesk();
    const dialog = await openCamera(page);

    expect(camera.getUserMedia).toHaveBeenCalledExactlyOnceWith({ video: { facingMode: 'environment' }, audio: false });
    const preview = dialog.getByLabelText('Camera picture') as HTMLVideoElement;
    await waitFor(() => expect(preview.srcObject).toBe(camera.stream));
    expect(await dialog.findByText('Looking for a QR code...')).toBeTruthy();

    camera.show('k7m2-qp9x');
    expect((await page.findByTestId('desk-answer')).textContent).toBe('Checked in: Ana Limaat 6:05 PM');
    expect(checkIn).toHaveBeenCalledExactlyOnceWith({ text: 'K7M2QP9X' });
    expect(page.queryByRole('dialog')).toBeNull();
    expect(camera.stop).toHaveBeenCalledOnce();
    expect(preview.srcObject).toBeNull();
    // Back to the field, for the next member's card or code.
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Member code or name')));
  });

  it('says so when the QR code is not a member card, and keeps looking', async () => {
    const camera = installCamera();
    const { page, checkIn } = renderDesk();
    const dialog = await openCamera(page);
    await dialog.findByText('Looking for a QR code...');

    camera.show('https://example.com/menu');
    expect(await dialog.findByText('That QR code is not a member card.')).toBeTruthy();
    expect(camera.running()).toBe(true);
    expect(checkIn).not.toHaveBeenCalled();

    camera.show('ABCD2345');
    await waitFor(() => expect(checkIn).toHaveBeenCalledExactlyOnceWith({ text: 'ABCD2345' }));
    expect(camera.running()).toBe(false);
  });

  it('turns the camera off when the dialog is closed without a code', async () => {
    const camera = installCamera();
    const { page, checkIn } = renderDesk();
    const dialog = await openCamera(page);
    await dialog.findByText('Looking for a QR code...');
    expect(camera.running()).toBe(true);

    await page.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(camera.stop).toHaveBeenCalledOnce();
    expect(checkIn).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page.getByLabelText('Member code or name'));
  });

  it.each([
    ['NotAllowedError', "The camera is blocked for this site. Allow it in the browser's settings, or type the code."],
    ['NotFoundError', 'No camera was found on this device. Type the code instead.'],
    ['NotReadableError', 'The camera is in use by another app. Close that app, or type the code.'],
    ['AbortError', 'The camera could not be started. Type the code instead.'],
  ])('explains a camera refused with %s, and hides the empty picture', async (refusal, message) => {
    installCamera({ refuse: refusal });
    const { page } = renderDesk();
    const dialog = await openCamera(page);
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect((dialog.getByLabelText('Camera picture') as HTMLVideoElement).hidden).toBe(true);
  });

  it('says the camera needs https on a page a browser will not give it to', async () => {
    removeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      const { page } = renderDesk();
      const dialog = await openCamera(page);
      expect((await dialog.findByRole('alert')).textContent).toBe(
        'The camera works only when this site is opened over https. Type the code instead.',
      );
    } finally {
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    }
  });

  it('says there is no camera in a browser without the camera API on a secure page', async () => {
    removeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { page } = renderDesk();
    const dialog = await openCamera(page);
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'No camera was found on this device. Type the code instead.',
    );
  });
});
