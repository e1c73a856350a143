// The public Services page's "Personal training": the services members can book with their prices,
// and the trainers marked "Show on website". Nothing at all when the gym has neither.
import { useId } from 'react';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const HOUR = 60 * 60_000;

export function PersonalTraining() {
  const headingId = useId();
  const format = useGymFormat();
  const services = trpc.ptServices.list.useQuery(undefined, { staleTime: HOUR });
  const trainers = trpc.trainers.publicList.useQuery(undefined, { staleTime: HOUR });
  const serviceList = services.data ?? [];
  const trainerList = trainers.data ?? [];
  if (serviceList.length === 0 && trainerList.length === 0) return null;

  return (
    <section className="site-section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="site-section-title">
          Personal training
        </h2>
        {serviceList.length > 0 && (
          <ul className="site-grid site-grid-3" aria-label="Personal-training services">
            {serviceList.map((service) => (
              <li key={service.id} className="card site-card site-plan">
                <h3>{service.name}</h3>
                <p className="site-plan-price">
                  {service.priceCents === 0 ? 'Free' : format.money(service.priceCents)}
                </p>
                <p>{format.countOf(service.durationMinutes, 'minute')}</p>
                {service.description && <p>{service.description}</p>}
              </li>
            ))}
          </ul>
        )}
        {trainerList.length > 0 && (
          <ul className="site-grid site-grid-3" aria-label="Our trainers">
            {trainerList.map((trainer) => (
              <li key={trainer.trainerId} className="card site-card">
                {trainer.photoUrl && (
                  <img src={trainer.photoUrl} alt={trainer.name} width={120} height={120} className="trainer-photo" />
                )}
                <h3>{trainer.name}</h3>
                {trainer.bio && <p>{trainer.bio}</p>}
                {trainer.specialties.length > 0 && <p className="muted">{trainer.specialties.join(' · ')}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
