// Admin › Clients: a trainer's clients (a program they look after, or an appointment with them);
// management sees every member with a program or an appointment. Search by name; later names load
// on demand. Each opens the client's page.
import './workouts.css';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/Button.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export function ClientsSection() {
  const format = useGymFormat();
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const clients = trpc.trainerClients.list.useInfiniteQuery(
    { search: search.trim(), limit: 20 },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, placeholderData: (previous) => previous },
  );
  let body: React.ReactNode;
  if (clients.isPending) body = <Loading label="Loading clients..." />;
  else if (clients.isError && !clients.data) {
    body = (
      <LoadError
        error={clients.error}
        fallback="Could not load the clients."
        retry={() => clients.refetch()}
        retrying={clients.isFetching}
      />
    );
  } else {
    const items = clients.data.pages.flatMap((p) => p.items);
    body =
      items.length === 0 ? (
        <p className="empty">
          {search.trim()
            ? 'No client matches.'
            : 'No clients yet: assign a program to a member, or take an appointment.'}
        </p>
      ) : (
        <>
          <ul className="clients-list">
            {items.map((c) => (
              <li key={c.id}>
                <Link href={`/clients/${c.id}`}>{c.name}</Link>
                <span className="muted">
                  {c.lastWorkoutDay ? ` · last workout ${format.date(c.lastWorkoutDay)}` : ' · no workouts yet'}
                </span>
              </li>
            ))}
          </ul>
          {clients.hasNextPage && (
            <Button variant="secondary" pending={clients.isFetchingNextPage} onClick={() => clients.fetchNextPage()}>
              Show more clients
            </Button>
          )}
        </>
      );
  }
  return (
    <section aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Clients</h2>
      </div>
      <label htmlFor={searchId}>Search by name</label>
      <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {body}
    </section>
  );
}
