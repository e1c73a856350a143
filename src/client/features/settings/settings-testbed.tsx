// The Settings section as its tests render it: beside a reader of site.settings (what the rest of the
// app shows, such as the gym's name), with queries for its parts, fields and days.
import { within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';
import { trpc } from '../../lib/trpc.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { SettingsSection } from './SettingsSection.js';

function GymNameElsewhere() {
  const site = trpc.site.settings.useQuery();
  return <p data-testid="elsewhere">{site.data?.name}</p>;
}

export function renderSettings() {
  return renderPage(
    <>
      <GymNameElsewhere />
      <SettingsSection />
    </>,
    { path: '/admin/settings' },
  );
}

export type SettingsPage = ReturnType<typeof renderSettings>;

/** Online payments as a fresh install has them: off (the Online payments card's own tests vary it). */
export const ONLINE_PAYMENTS_OFF = {
  enabled: false,
  mode: null,
  webhookUrl: 'https://ironhouse.example/webhooks/stripe',
  events: ['checkout.session.completed', 'payment_intent.succeeded'],
};

/** site.settings answering with `site.name`, which a save handler may change; `settings` counts loads. */
export function siteState(server: SetupServer, name = 'Iron House') {
  const site = { name };
  const settings = vi.fn(() => siteSettings({ name: site.name }));
  server.use(trpcQuery('site.settings', settings), trpcQuery('onlinePayments.settings', ONLINE_PAYMENTS_OFF));
  return { site, settings };
}

type Scope = { getByLabelText: (label: string) => HTMLElement };

/** One part of the page (Gym, Money, Rules), found by its heading. */
export const part = (page: SettingsPage, title: string) => within(page.getByRole('region', { name: title }));
export const input = (scope: Scope, label: string) => scope.getByLabelText(label) as HTMLInputElement;
/** One weekday's hours, found by its legend. */
export const day = (page: SettingsPage, name: string) => within(page.getByRole('group', { name }));
