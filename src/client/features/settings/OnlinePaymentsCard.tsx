// Settings › Online payments: whether members can pay by card (Stripe), and what the owner needs to
// set it up — the three settings to start the server with, the webhook address to register with its
// Copy button, and the events to send — plus "Test connection". The keys themselves never reach the
// browser: they live in the server's environment.
import { useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';

/** What to start the server with, and where each comes from in Stripe's dashboard. */
const VARIABLES = [
  ['STRIPE_SECRET_KEY', 'the secret key (sk_test_… or sk_live_…), under Developers › API keys'],
  ['STRIPE_PUBLISHABLE_KEY', 'the publishable key (pk_test_… or pk_live_…), beside it'],
  ['STRIPE_WEBHOOK_SECRET', 'the signing secret (whsec_…) of the webhook endpoint you add for the address below'],
] as const;

export function OnlinePaymentsCard() {
  const settings = trpc.onlinePayments.settings.useQuery();
  if (!settings.data) {
    return settings.isError ? (
      <LoadError
        error={settings.error}
        fallback="Could not load the online payment settings."
        retry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    ) : (
      <Loading label="Loading online payments..." />
    );
  }
  const { enabled, mode, webhookUrl, events } = settings.data;
  return (
    <div className="online-payments">
      <p className="online-payments-status">
        {enabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}{' '}
        {enabled && mode === 'live' && <Badge tone="warning">Live mode</Badge>}
        {enabled && mode === 'test' && <Badge tone="info">Test mode</Badge>}
      </p>
      {enabled ? (
        <p>
          {mode === 'live'
            ? 'Members can pay their bills by card, and real cards are charged.'
            : 'Members can pay their bills by card. In test mode only Stripe’s test cards work and no real money moves.'}
        </p>
      ) : (
        <>
          <p>
            Members pay at the front desk. To let them pay by card, restart Palaestra with these three settings from
            your Stripe dashboard (the README’s “Online payments (Stripe)” says how):
          </p>
          <ul className="online-payments-variables">
            {VARIABLES.map(([name, what]) => (
              <li key={name}>
                <code>{name}</code>: {what}
              </li>
            ))}
          </ul>
        </>
      )}
      <WebhookAddress url={webhookUrl} />
      <h3 className="online-payments-subheading">Events to send</h3>
      <p className="muted">Choose these events for the webhook endpoint; Palaestra ignores any other.</p>
      <ul className="online-payments-events">
        {events.map((event) => (
          <li key={event}>
            <code>{event}</code>
          </li>
        ))}
      </ul>
      {enabled && <TestConnection />}
    </div>
  );
}

function WebhookAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState<{ ok: boolean; serial: number } | null>(null);
  async function copy() {
    const serial = (copied?.serial ?? 0) + 1;
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ ok: true, serial });
    } catch {
      setCopied({ ok: false, serial });
    }
  }
  return (
    <div className="online-payments-webhook">
      <Field
        label="Webhook address"
        readOnly
        value={url}
        hint="Add it as a webhook endpoint in Stripe (Developers › Webhooks)."
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <span className="online-payments-copied" aria-live="polite">
          {copied && (copied.ok ? 'Copied.' : 'Could not copy: select the address and copy it.')}
        </span>
      </div>
    </div>
  );
}

function TestConnection() {
  const test = trpc.onlinePayments.testConnection.useMutation();
  const answer = test.data;
  return (
    <div className="online-payments-test">
      <Button variant="secondary" pending={test.isPending} onClick={() => test.mutate()}>
        Test connection
      </Button>
      <div aria-live="polite">
        {test.isPending && <Loading label="Asking Stripe..." />}
        {!test.isPending && answer && <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message}</Alert>}
        {!test.isPending && test.isError && (
          <Alert tone="error">{messageOf(test.error, 'Could not test the connection.')}</Alert>
        )}
      </div>
    </div>
  );
}
