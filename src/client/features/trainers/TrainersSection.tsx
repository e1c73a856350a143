// Admin › Trainers. A trainer sees "My profile" and "My availability"; management picks a trainer
// from the list (their profile and availability) and keeps the PT services in "Services".
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { trpc } from '../../lib/trpc.js';
import { useMay } from '../session/useMay.js';
import { AvailabilityPanel } from './AvailabilityPanel.js';
import { ProfilePanel } from './ProfilePanel.js';
import { PtServicesPanel } from './PtServicesPanel.js';
export function TrainersSection() {
  const may = useMay();
  if (!may('trainers.list') || !may('ptServices.listAll')) {
    // A trainer: their own profile and availability.
    return (
      <section aria-labelledby="trainers-title">
        <h2 id="trainers-title">Trainers</h2>
        <TrainerPanels />
      </section>
    );
  }
  return <ManageTrainers />;
}

function ManageTrainers() {
  const [tab, setTab] = useState<'trainers' | 'services'>('trainers');
  const [trainerId, setTrainerId] = useState<string>('');
  const trainers = trpc.trainers.list.useQuery();
  return (
    <section aria-labelledby="trainers-title">
      <h2 id="trainers-title">Trainers</h2>
      <div role="tablist" aria-label="Trainers" className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'trainers'} onClick={() => setTab('trainers')}>
          Trainers
        </button>
        <button type="button" role="tab" aria-selected={tab === 'services'} onClick={() => setTab('services')}>
          Services
        </button>
      </div>
      {tab === 'services' ? (
        <div role="tabpanel" aria-label="Services">
          <PtServicesPanel />
        </div>
      ) : (
        <div role="tabpanel" aria-label="Trainers">
          {trainers.isPending ? (
            <Loading label="Loading trainers..." />
          ) : trainers.isError ? (
            <LoadError
              error={trainers.error}
              fallback="Could not load the trainers."
              retry={() => trainers.refetch()}
              retrying={trainers.isFetching}
            />
          ) : trainers.data.length === 0 ? (
            <p className="muted">No trainers yet. Invite one in Staff with the role Trainer.</p>
          ) : (
            <>
              <SelectField label="Trainer" value={trainerId} onChange={(event) => setTrainerId(event.target.value)}>
                <option value="">Choose a trainer</option>
                {trainers.data.map((trainer) => (
                  <option key={trainer.trainerId} value={trainer.trainerId}>
                    {trainer.name}
                    {trainer.showOnWebsite ? '' : ' (not on website)'}
                  </option>
                ))}
              </SelectField>
              {trainerId && <TrainerPanels key={trainerId} trainerId={trainerId} />}
            </>
          )}
        </div>
      )}
    </section>
  );
}

function TrainerPanels({ trainerId }: { trainerId?: string }) {
  const mine = trainerId === undefined;
  return (
    <>
      <Card title={mine ? 'My profile' : 'Profile'}>
        <ProfilePanel trainerId={trainerId} />
      </Card>
      <Card title={mine ? 'My availability' : 'Availability'}>
        <AvailabilityPanel trainerId={trainerId} />
      </Card>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
