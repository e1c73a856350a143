// Admin › Settings: the gym's own settings in three parts — Gym (with its logo), Money, Rules — each
// its own form with its own Save, so a refused save in one loses nothing typed in another. Every
// form starts from the settings as first loaded and keeps what is typed while they reload after a save.
// A fourth part, Online payments, only shows how card payments are set up (in the environment).
import './settings.css';
import { type ReactNode, useId } from 'react';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { trpc } from '../../lib/trpc.js';
import { TrainingSettingsForm } from '../trainers/TrainingSettingsForm.js';
import { WaiverSettingsForm } from '../waiver/WaiverSettingsForm.js';
import { GymDetailsForm } from './GymDetailsForm.js';
import { LogoField } from './LogoField.js';
import { MemberRulesForm } from './MemberRulesForm.js';
import { MoneySettingsForm } from './MoneySettingsForm.js';
import { OnlinePaymentsCard } from './OnlinePaymentsCard.js';
import { RulesForm } from './RulesForm.js';

export function SettingsSection() {
  const settings = trpc.settings.get.useQuery();

  // Once loaded the forms stay, even if a later reload fails: they hold what the admin typed.
  if (!settings.data) {
    return (
      <SettingsCard title="Settings">
        {settings.isError ? (
          <LoadError
            error={settings.error}
            fallback="Could not load the settings."
            retry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <Loading label="Loading settings..." />
        )}
      </SettingsCard>
    );
  }
  const data = settings.data;
  return (
    <div className="settings-section">
      <SettingsCard
        title="Gym"
        description="Who the gym is and when it is open, as the public pages, receipts and mail show it."
      >
        <LogoField logoUrl={data.logoUrl} />
        <GymDetailsForm gym={data} />
      </SettingsCard>
      <SettingsCard title="Money" description="How amounts and dates are written, and what receipts say about tax.">
        <MoneySettingsForm settings={data} />
      </SettingsCard>
      <SettingsCard title="Rules" description="The gym's clock, and the rules for bills, check-in and bookings.">
        <RulesForm rules={data} />
      </SettingsCard>
      <SettingsCard title="Members" description="Pause requests and class reminders.">
        <MemberRulesForm rules={data} />
      </SettingsCard>
      <SettingsCard title="Training" description="The unit for weights in programs and workout logs.">
        <TrainingSettingsForm weightUnit={data.weightUnit} />
      </SettingsCard>
      <SettingsCard title="Waiver" description="What members accept before they train: at sign-up and at the desk.">
        <WaiverSettingsForm waiver={data.waiver} />
      </SettingsCard>
      <SettingsCard
        title="Online payments"
        description="Card payments through Stripe: off unless the server is started with its keys."
      >
        <OnlinePaymentsCard />
      </SettingsCard>
    </div>
  );
}

function SettingsCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card settings-card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>{title}</h2>
      </div>
      {description && <p className="muted settings-description">{description}</p>}
      {children}
    </section>
  );
}
