// On "My profile" (/member/profile), after the member's own details: the calendar feed, "Download my
// data" and "Close my account".
import './account.css';
import { CalendarFeedCard } from './CalendarFeedCard.js';
import { CloseAccountCard, DownloadDataCard } from './CloseAccountCard.js';

export function AccountSections() {
  return (
    <div className="account-sections">
      <CalendarFeedCard />
      <DownloadDataCard />
      <CloseAccountCard />
    </div>
  );
}
