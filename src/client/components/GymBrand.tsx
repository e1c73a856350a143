// The gym's brand, a link home: its logo when it has one, with its name beside it (so the logo's own
// alt text stays empty and a screen reader hears the name once). The product's name never stands
// here: the pages are the gym's. Pages render inside GymSettingsGate, so the name is always known.
import { Link } from 'wouter';
import { useGymSettingsLoaded } from '../lib/gym.js';

export function GymBrand({ className = 'brand' }: { className?: string }) {
  const gym = useGymSettingsLoaded();
  return (
    <Link href="/" className={className}>
      {gym.logoUrl && <img src={gym.logoUrl} alt="" className="brand-logo" height={32} />}
      {gym.name}
    </Link>
  );
}
