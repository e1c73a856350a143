// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate, sessionAs } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { ServicesPage } from './ServicesPage.js';

const server = setupMswServer();

// The header asks who is signed in: a visitor. No plan is on the website unless a test lists some.
beforeEach(() => {
  server.use(sessionAs(null), trpcQuery('site.plans', []));
});

const slot = (id: string, weekday: number, startTime: string, className: string, trainer = 'Ana') => ({
  id,
  weekday,
  startTime,
  className,
  trainer,
  durationMinutes: 45,
  description: '',
});

const TIMETABLE = {
  timeZone: 'Europe/Lisbon',
  slots: [slot('s1', 1, '07:00', 'Spin'), slot('s2', 1, '18:00', 'Yoga', ''), slot('s3', 3, '19:30', 'Boxing', 'Rui')],
};

function renderServices() {
  return renderPage(<ServicesPage />, { path: '/services' });
}

describe('ServicesPage', () => {
  it('shows the six service cards, written for members, claiming nothing that is not there', async () => {
    server.use(trpcQuery('classes.timetable', TIMETABLE));
    const page = renderServices();
    const cards = page.getAllByRole('listitem').filter((item) => item.classList.contains('site-card'));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Membership Management',
      'Class Scheduling',
      'Equipment Tracking',
      'Financial Management',
      'Member Portal',
      'Reporting and Analytics',
    ]);
    const text = page.getByRole('main').textContent ?? '';
    for (const claim of [/roadmap/i, /online payments/i, /Palaestra/, /your equipment/i, /approve new members/i])
      expect(text).not.toMatch(claim);
  });

  it('lists the plans marked for the website with their price and billing period', async () => {
    server.use(
      trpcQuery('classes.timetable', TIMETABLE),
      trpcQuery('site.plans', [
        { id: 'p1', name: 'Drop-in', priceCents: 1200, period: 'none' },
        { id: 'p2', name: 'Gold', priceCents: 2999, period: 'monthly' },
        { id: 'p3', name: 'Community', priceCents: 0, period: 'yearly' },
        {
          id: 'p5',
          name: 'Coaching 10',
          priceCents: 50000,
          period: 'none',
          kind: 'pass',
          passVisits: 10,
          passDays: null,
          passUse: 'training',
        },
      ]),
    );
    const page = renderServices();
    const plans = within(await page.findByRole('list', { name: 'Membership Plans' }));
    const cards = plans.getAllByRole('listitem').map((card) => ({
      name: within(card).getByRole('heading', { level: 3 }).textContent,
      lines: [...card.querySelectorAll('p')].map((p) => p.textContent),
    }));
    expect(cards).toEqual([
      { name: 'Drop-in', lines: ['$12.00', 'No recurring bill'] },
      { name: 'Gold', lines: ['$29.99', 'Monthly'] },
      { name: 'Community', lines: ['Free', 'Yearly'] },
      { name: 'Coaching 10', lines: ['$500.00', 'PT pack · 10 sessions'] },
    ]);
  });

  it("writes the plans' prices the gym's way: a German gym in euros", async () => {
    server.use(
      trpcQuery('classes.timetable', TIMETABLE),
      trpcQuery('site.plans', [
        { id: 'p2', name: 'Gold', priceCents: 4990, period: 'monthly' },
        { id: 'p4', name: 'Jahr', priceCents: 123450, period: 'yearly' },
      ]),
    );
    const gym = siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
    const page = renderPage(<ServicesPage />, { path: '/services', gym });
    const plans = within(await page.findByRole('list', { name: 'Membership Plans' }));
    const prices = plans.getAllByRole('listitem').map((card) => card.querySelector('.site-plan-price')?.textContent);
    expect(prices).toEqual(['49,90 €', '1.234,50 €']);
  });

  it('shows no plans section when no plan is marked for the website (a fresh install)', async () => {
    server.use(trpcQuery('classes.timetable', TIMETABLE));
    const page = renderServices();
    expect(await page.findByRole('region', { name: 'Monday' })).toBeTruthy();
    expect(page.queryByRole('heading', { name: 'Membership Plans' })).toBeNull();
  });

  it('offers to try again when the plans cannot be loaded', async () => {
    let fail = true;
    server.use(
      trpcQuery('classes.timetable', { timeZone: 'UTC', slots: [] }),
      trpcQuery('site.plans', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return [{ id: 'p2', name: 'Gold', priceCents: 2999, period: 'monthly' }];
      }),
    );
    const page = renderServices();
    expect((await page.findByText('The plans could not be loaded.')).getAttribute('role')).toBe('alert');
    fail = false;
    const plans = page.getByRole('heading', { name: 'Membership Plans' }).parentElement as HTMLElement;
    await page.user.click(within(plans).getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('list', { name: 'Membership Plans' })).toBeTruthy();
  });

  it('shows the real weekly timetable by weekday, with the gym time zone, to a visitor', async () => {
    const hold = gate();
    server.use(
      trpcQuery('classes.timetable', async () => {
        await hold.promise;
        return TIMETABLE;
      }),
    );
    const page = renderServices();
    expect(page.getByRole('heading', { level: 2, name: 'Weekly Class Timetable' })).toBeTruthy();
    expect(page.getByText('Loading the timetable...')).toBeTruthy();
    hold.release();

    const monday = within(await page.findByRole('region', { name: 'Monday' }));
    expect(monday.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '7:00 AMSpinwith Ana · 45 min',
      '6:00 PMYoga45 min',
    ]);
    expect(within(page.getByRole('region', { name: 'Wednesday' })).getByText('Boxing')).toBeTruthy();
    expect(within(page.getByRole('region', { name: 'Tuesday' })).getByText('No classes')).toBeTruthy();
    expect(page.getByText(/Times are local to the gym \(Europe\/Lisbon\)/)).toBeTruthy();
  });

  it('says so when no class is on the timetable yet', async () => {
    server.use(trpcQuery('classes.timetable', { timeZone: 'UTC', slots: [] }));
    const page = renderServices();
    expect(await page.findByText('No classes are on the timetable yet.')).toBeTruthy();
  });

  it('offers to try again when the timetable cannot be loaded', async () => {
    let fail = true;
    server.use(
      trpcQuery('classes.timetable', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return TIMETABLE;
      }),
    );
    const page = renderServices();
    expect((await page.findByRole('alert')).textContent).toBe('The timetable could not be loaded.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('region', { name: 'Monday' })).toBeTruthy();
  });

  it('shows personal training: the services with their prices and the trainers on the website', async () => {
    server.use(
      trpcQuery('classes.timetable', TIMETABLE),
      trpcQuery('ptServices.list', [
        {
          id: 'svc-30',
          name: '30-minute check-in',
          description: '',
          durationMinutes: 30,
          priceCents: 2500,
          noShowFeeCents: 0,
        },
        {
          id: 'svc-60',
          name: '60-minute personal training',
          description: 'One hour with a coach.',
          durationMinutes: 60,
          priceCents: 6000,
          noShowFeeCents: 1000,
        },
      ]),
      trpcQuery('trainers.publicList', [
        {
          trainerId: 't1',
          name: 'Ana Costa',
          bio: 'Ten years of strength coaching.',
          specialties: ['Strength', 'Mobility'],
          photoUrl: '/trainers/t1/photo?v=1',
        },
      ]),
    );
    const page = renderServices();
    const section = (await page.findByRole('heading', { name: 'Personal training' })).closest('section') as HTMLElement;
    const services = within(section).getByRole('list', { name: 'Personal-training services' });
    expect(
      within(services)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['30-minute check-in', '60-minute personal training']);
    expect(services.textContent).toContain('60 minutes');
    const trainers = within(section).getByRole('list', { name: 'Our trainers' });
    expect(within(trainers).getByRole('img', { name: 'Ana Costa' }).getAttribute('src')).toBe('/trainers/t1/photo?v=1');
    expect(trainers.textContent).toContain('Ten years of strength coaching.');
    expect(trainers.textContent).toContain('Strength · Mobility');
  });

  it('shows no personal-training part when the gym has no services and no trainers on the website', async () => {
    server.use(trpcQuery('classes.timetable', TIMETABLE));
    const page = renderServices();
    await page.findByRole('heading', { name: 'Our Services' });
    await page.findAllByText('Spin');
    expect(page.queryByRole('heading', { name: 'Personal training' })).toBeNull();
  });
});
