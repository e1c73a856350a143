// `npx tsx scripts/stripe-stand-in.ts [--port 12111] [--webhook http://localhost:3000/webhooks/stripe]`
// Our local Stripe stand-in (src/server/test/stripe-stand-in/), for trying online payments without
// Stripe: start it, start the app with the STRIPE_* variables it prints, and "Pay now" opens the
// stand-in's checkout page; its "Pay" sends signed webhook events to the app. Ctrl+C stops it.
import { parseArgs } from 'node:util';
import { startStripeStandIn } from '../src/server/test/stripe-stand-in/index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    webhook: { type: 'string', default: 'http://localhost:3000/webhooks/stripe' },
  },
});

// Fixed keys (or the ones already in the environment), so the app's settings survive a restart.
const standIn = await startStripeStandIn({
  port: Number(values.port),
  webhookTarget: values.webhook,
  secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_standin_local_only',
  publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_standin_local_only',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_standin_local_only',
});

console.log(`Stripe stand-in on ${standIn.url}; webhook events go to ${values.webhook}.`);
console.log('Start Palaestra with:');
for (const [name, value] of Object.entries(standIn.env)) console.log(`  ${name}=${value}`);
console.log('The checkout page always pays with a test Visa ending in 4242. Ctrl+C stops the stand-in.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await standIn.close();
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
