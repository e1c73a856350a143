// The members a typed name matched: the desk picks one (click, or Tab and Enter) to check them in.
import { useId } from 'react';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';

export interface Candidate {
  id: string;
  name: string;
  email: string | null;
  membershipType: string | null;
  status: string | null;
}

const STATUS_LABELS: Record<string, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };

interface CandidateListProps {
  query: string;
  people: Candidate[];
  /** The person whose check-in is on its way. */
  pendingId: string | undefined;
  onChoose: (id: string) => void;
  onDismiss: () => void;
}

export function CandidateList({ query, people, pendingId, onChoose, onDismiss }: CandidateListProps) {
  const headingId = useId();
  const format = useGymFormat();
  return (
    <section className="desk-candidates" aria-labelledby={headingId}>
      <div className="desk-candidates-header">
        <h3 id={headingId}>{`${format.countOf(people.length, 'member')} match “${query}”`}</h3>
        <Button variant="ghost" onClick={onDismiss}>
          Close
        </Button>
      </div>
      <ul className="list">
        {people.map((person) => (
          <li key={person.id}>
            <div className="item-main">
              <strong>{person.name}</strong>
              <span className="muted">{[person.email, person.membershipType].filter(Boolean).join(' · ')}</span>
            </div>
            {person.status === null ? (
              <Badge tone="warning">Pending</Badge>
            ) : (
              person.status !== 'active' && (
                <Badge tone="neutral">{STATUS_LABELS[person.status] ?? person.status}</Badge>
              )
            )}
            <Button
              variant="secondary"
              pending={pendingId === person.id}
              disabled={pendingId !== undefined}
              aria-label={`Check in ${person.name}${person.email ? ` (${person.email})` : ''}`}
              onClick={() => onChoose(person.id)}
            >
              Check in
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
