// @vitest-environment jsdom
// A busy server as the browser meets it: msw answers 503 with Retry-After (the overload refusal, or
// the starting gate's plain JSON) a few times and then serves; the waits are shortened, not faked.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE, REFUSED_BEFORE_RUNNING } from '../../shared/overload.js';
import { createQueryClient } from '../lib/query-client.js';
import { createTrpcClient, trpc } from '../lib/trpc.js';
import { setupMswServer } from '../test/msw-server.js';
import { TEST_ORIGIN } from '../test/trpc-msw.js';
import { BUSY_TEXT, BusyNotice } from './BusyNotice.js';

const server = setupMswServer();
const url = (path: string) => `${TEST_ORIGIN}/trpc/${path}`;

function overloaded(path: string) {
  return HttpResponse.json(
    {
      error: {
        message: OVERLOAD_MESSAGE,
        code: -32053,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path, reason: REFUSED_BEFORE_RUNNING },
      },
    },
    { status: 503, headers: { 'Retry-After': '0' } },
  );
}

/** The starting gate's answer (src/server/starting-gate.ts): plain JSON, not a tRPC error. */
function starting() {
  return HttpResponse.json(
    { error: 'Service Unavailable', message: 'Palaestra is starting.' },
    { status: 503, headers: { 'Retry-After': '0' } },
  );
}

/** Answers `busy` times with `refusal`, then with `data`; counts every request. */
function busyThenServe(path: string, method: 'get' | 'post', busy: number, data: unknown, refusal = overloaded) {
  const seen = { requests: 0 };
  server.use(
    http[method](url(path), () => {
      seen.requests += 1;
      return seen.requests <= busy ? refusal(path) : HttpResponse.json({ result: { data } });
    }),
  );
  return seen;
}

function Balance() {
  const balance = trpc.bills.balanceMine.useQuery();
  if (balance.isError) return <p role="alert">Could not load your balance. Try again</p>;
  return <p>{balance.data ? `Balance ${JSON.stringify(balance.data)}` : 'Loading balance'}</p>;
}

function SendMessage() {
  const send = trpc.contact.send.useMutation();
  return (
    <>
      <button
        type="button"
        onClick={() => send.mutate({ name: 'A', email: 'a@gym.test', message: 'Hello there' } as never)}
      >
        Send
      </button>
      {send.isSuccess && <p>Sent</p>}
      {send.isError && <p role="alert">Not sent</p>}
    </>
  );
}

function renderWithBusyNotice(ui: React.ReactNode, options: { batch?: boolean; maxRetries?: number } = {}) {
  // Retry-After 0 and a 20 ms base: the real backoff, a hundred times shorter.
  const queryClient = createQueryClient({ busyRetry: { baseMs: 20, jitter: 0, maxRetries: options.maxRetries ?? 5 } });
  const client = createTrpcClient({ url: `${TEST_ORIGIN}/trpc`, batch: options.batch ?? false });
  return render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <BusyNotice />
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('a query the server refuses as busy', () => {
  it('shows "Busy — trying again" in a status region, retries, and drops the notice once served', async () => {
    const seen = busyThenServe('bills.balanceMine', 'get', 2, 4200);
    renderWithBusyNotice(<Balance />);

    expect(await screen.findByText(BUSY_TEXT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(BUSY_TEXT);

    expect(await screen.findByText('Balance 4200')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen.requests).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("waits the same way through the starting gate's plain 503", async () => {
    const seen = busyThenServe('bills.balanceMine', 'get', 1, 10, starting);
    renderWithBusyNotice(<Balance />);

    expect(await screen.findByText(BUSY_TEXT)).toBeTruthy();
    expect(await screen.findByText('Balance 10')).toBeTruthy();
    expect(seen.requests).toBe(2);
  });

  it('gives up after its tries and shows the normal error, without the notice', async () => {
    const seen = busyThenServe('bills.balanceMine', 'get', 100, 0);
    renderWithBusyNotice(<Balance />, { maxRetries: 2 });

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen.requests).toBe(3);
  });

  it('reaches every call of a refused batch', async () => {
    let batches = 0;
    server.use(
      http.get(url('bills.balanceMine,auth.session'), () => {
        batches += 1;
        return batches === 1
          ? overloaded('bills.balanceMine,auth.session')
          : HttpResponse.json([{ result: { data: 77 } }, { result: { data: { user: null } } }]);
      }),
    );
    function Both() {
      const session = trpc.auth.session.useQuery();
      return (
        <>
          <Balance />
          <p>{session.data ? 'Session known' : 'Session loading'}</p>
        </>
      );
    }
    renderWithBusyNotice(<Both />, { batch: true });

    expect(await screen.findByText(BUSY_TEXT)).toBeTruthy();
    expect(await screen.findByText('Balance 77')).toBeTruthy();
    expect(await screen.findByText('Session known')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

describe('a write', () => {
  it('refused before it ran (the overload refusal) is sent again and goes through', async () => {
    const seen = busyThenServe('contact.send', 'post', 1, { emailed: false });
    renderWithBusyNotice(<SendMessage />);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(seen.requests).toBe(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refused by a 503 that does not say it never ran is not sent again', async () => {
    const seen = busyThenServe('contact.send', 'post', 1, { emailed: false }, starting);
    renderWithBusyNotice(<SendMessage />);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(seen.requests).toBe(1);
  });
});
