// The bill list's filters live in the address (?status=overdue&member=<id>), so Back, reload and a
// shared link show the same bills. Each change is a new history entry.
import { useSearchParams } from 'wouter';
import { BILL_FILTERS, type BillFilter } from '../../../shared/billing.schemas.js';

function isBillFilter(value: string | null): value is BillFilter {
  return (BILL_FILTERS as readonly (string | null)[]).includes(value);
}

export function useBillFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: BillFilter = isBillFilter(raw) ? raw : 'all';
  const memberId = params.get('member') ?? '';

  function update(name: 'status' | 'member', value: string, empty: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === empty) next.delete(name);
      else next.set(name, value);
      return next;
    });
  }

  return {
    status,
    memberId,
    setStatus: (value: BillFilter) => update('status', value, 'all'),
    setMemberId: (value: string) => update('member', value, ''),
  };
}
