// memberHome.get as the server answers it, for client tests: an active member on a monthly plan who
// may book and check in, unless a test says otherwise.
export function memberHomeAnswer(overrides: Record<string, unknown> = {}) {
  return {
    plan: { name: 'Gold', priceCents: 3000, period: 'monthly' },
    pass: null,
    status: 'active',
    pausedOn: null,
    pausedUntil: null,
    endsOn: null,
    pauseRequest: null,
    nextBill: { date: '2026-12-15', amountCents: 3000 },
    onlinePay: false,
    checkIn: { ok: true },
    book: { ok: true },
    ...overrides,
  };
}

const PAUSED_REASON = 'Your membership is paused until Dec 20, 2026, so you cannot book classes or check in.';

/** A member whose pause runs until 20 Dec 2026. */
export function pausedHome() {
  return memberHomeAnswer({
    status: 'paused',
    pausedOn: '2026-11-20',
    pausedUntil: '2026-12-20',
    nextBill: null,
    checkIn: { ok: false, reason: PAUSED_REASON },
    book: { ok: false, reason: PAUSED_REASON },
  });
}
export { PAUSED_REASON };
