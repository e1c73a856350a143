// The strip above the admin sections: the five figures an owner checks first, each a link to the
// section where they can act on it. Money and "today" are counted in the gym's calendar by the server.
import { type CSSProperties, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { monthSoFar } from '../../../shared/dashboard.schemas.js';
import { Alert } from '../../components/Alert.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useAfterMutations } from '../../lib/useAfterMutations.js';
import { reportSearch } from '../reports/reportAddress.js';
import './key-numbers.css';

interface Figure {
  label: string;
  value: string;
  href: string;
}

/**
 * Actions after which the strip asks again at once: approvals, membership changes, bills and
 * payments. Not every check-in at the desk: the figures cost the server a sum over every open bill,
 * and the desk keeps its own count of today's check-ins (the strip catches up on the next section).
 */
const ROUTERS_THAT_MOVE_THE_FIGURES = new Set(['requests', 'memberships', 'bills']);

export function KeyNumbers() {
  const format = useGymFormat();
  const numbers = trpc.dashboard.keyNumbers.useQuery(undefined, { refetchOnWindowFocus: true });
  const [location] = useLocation();
  const { refetch } = numbers;
  // The strip stays while sections change under it: what was done in a section (an approval, a
  // payment) shows in the figures as soon as it succeeds, and again when the admin moves on.
  useEffect(() => {
    if (location) void refetch();
  }, [location, refetch]);
  useAfterMutations(([router]) => {
    if (router && ROUTERS_THAT_MOVE_THE_FIGURES.has(router)) void refetch();
  });
  if (numbers.isError) return <Alert tone="error">Could not load the key numbers. Reload the page to try again.</Alert>;
  const data = numbers.data;
  const figures: Figure[] = [
    { label: 'Pending requests', value: data ? format.count(data.pendingRequests) : '', href: '/requests' },
    { label: 'Active members', value: data ? format.count(data.activeMembers) : '', href: '/members?status=active' },
    {
      label: 'Collected this month',
      value: data ? format.money(data.collectedThisMonthCents) : '',
      // The financial report over the same days, which opens on the same sum (not the Reports page's
      // first report, Membership, where the figure is nowhere).
      href: data ? `/reports?${reportSearch({ type: 'financial', input: monthSoFar(data.today) })}` : '/reports',
    },
    // Every open bill, whatever its date: the financial report's outstanding covers only its range's
    // bills, and each says which (docs/decisions.md, "One outstanding").
    {
      label: 'Outstanding, all open bills',
      value: data ? format.money(data.outstandingCents) : '',
      href: '/billing?status=open',
    },
    { label: 'Check-ins today', value: data ? format.count(data.checkInsToday) : '', href: '/check-in' },
  ];
  if (numbers.isPending) for (const figure of figures) figure.value = '…';
  // The lengths the stylesheet sizes the cards and the figures by (see key-numbers.css).
  const longest = Math.max(...figures.map((figure) => figure.value.length));
  return (
    <section
      className="key-numbers"
      aria-label="Key numbers"
      aria-busy={numbers.isPending}
      style={{ '--longest': longest } as CSSProperties}
    >
      <ul>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link href={figure.href} className="key-number">
              <span className="key-number-value" style={{ '--chars': figure.value.length } as CSSProperties}>
                {figure.value}
              </span>{' '}
              <span className="key-number-label">{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
