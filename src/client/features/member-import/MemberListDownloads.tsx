// The Member List's downloads: "Download CSV" of exactly the members its filters show, in the order
// it shows them (the same filters and sort, read by the server the same way), and, for admins, "Export all data" (every table as CSV
// files in one zip). Plain links: the browser downloads them with its session cookie.
import './member-import.css';
import { GYM_EXPORT_PATH, membersCsvUrl } from '../../../shared/member-import.schemas.js';
import type { MemberListParams } from '../members/useMemberListParams.js';
import { useMay } from '../session/useMay.js';

export function MemberListDownloads({ params }: { params: MemberListParams }) {
  const may = useMay();
  if (!may('http.membersCsv')) return null;
  const csvUrl = membersCsvUrl({
    search: params.search,
    status: params.status,
    planId: params.planId,
    overdue: params.overdue,
    sort: params.sort,
    direction: params.direction,
  });
  return (
    <div className="member-list-downloads">
      <a className="btn btn-secondary" href={csvUrl} download>
        Download CSV
      </a>
      {may('http.gymExport') && (
        <a className="btn btn-secondary" href={GYM_EXPORT_PATH} download>
          Export all data
        </a>
      )}
    </div>
  );
}
