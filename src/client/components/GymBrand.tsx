// The gym's brand, a link home: its logo when it has one, with its name beside it (so the logo's own
// alt text stays empty and a screen reader hears the name once). The product's name never stands
// here: the pages are the gym's. Until the settings arrive the link is named "Home" for screen
// readers only, so no name flashes before the real one.
import { Link } from 'wouter';
import { useGymSettings } from '../lib/gym.js';

export function GymBrand({ className = 'brand' }: { className?: string }) {
  const settings = useGymSettings();
  const gym = settings.data;
  let name: React.ReactNode = <span className="visually-hidden">Home</span>;
  if (gym) name = gym.name;
  else if (settings.isError) name = 'Home';
  return (
    <Link href="/" className={className}>
      {gym?.logoUrl && <img src={gym.logoUrl} alt="" className="brand-logo" height={32} />}
      {name}
    </Link>
  );
}
