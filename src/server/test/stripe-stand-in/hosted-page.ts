// The stand-in's hosted checkout page (Stripe Checkout's place): one small accessible page per
// session, with the amount, what it is for, a "Pay" (or "Save card") button and a "Cancel" link.
import { createNumberFormats } from '../../../shared/format.numbers.js';
import type { StripeObject } from './objects.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hostedPage(session: StripeObject, notice?: string): string {
  const setup = session.mode === 'setup';
  const currency = String(session.currency ?? 'usd').toUpperCase();
  const title = setup ? 'Save a card' : 'Pay';
  const amount = setup ? '' : createNumberFormats('en-US', currency).money(Number(session.amount_total));
  const action = setup ? 'Save card' : `Pay ${amount}`;
  const cancel = typeof session.cancel_url === 'string' ? session.cancel_url : null;
  const closed = session.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – Stripe stand-in</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1a1a1a; }
  main { max-width: 26rem; margin: 0 auto; }
  .amount { font-size: 2rem; font-weight: 600; margin: 0.25rem 0 1rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; width: 100%; min-height: 44px; border: 0; border-radius: 6px; background: #0a5cd5; color: #fff; cursor: pointer; }
  a { display: inline-block; margin-top: 1rem; padding: 0.5rem 0; color: #0a4bb0; }
  [role="alert"] { color: #a40e26; font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(setup ? 'Save a card for later payments' : String(session._description ?? 'Payment'))}</h1>
  ${setup ? '<p>The card will pay your recurring bills when they are issued.</p>' : `<p class="amount">${escapeHtml(amount)}</p>`}
  <p>Test card: Visa ending in 4242 (a stand-in for Stripe Checkout; no real money moves).</p>
  ${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}
  ${
    closed
      ? '<p role="alert">This checkout is no longer open.</p>'
      : `<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">${escapeHtml(action)}</button></form>`
  }
  ${cancel ? `<a href="${escapeHtml(cancel)}">Cancel</a>` : ''}
</main>
</body>
</html>
`;
}
