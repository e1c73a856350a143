import { useEffect, useRef } from 'react';
import { reportCsvUrl } from '../../../shared/reports.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { AttendanceReportView } from './AttendanceReportView.js';
import { FinancialReportView } from './FinancialReportView.js';
import type { Report, ReportRequest } from './fetchReport.js';
import { MembershipReportView } from './MembershipReportView.js';
import './reports.css';

interface ReportResultProps {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: Report | undefined;
  /** What was asked for: the CSV link downloads the same report over the same days. */
  request: ReportRequest | undefined;
  error: unknown;
  onRetry: () => void;
}

const TITLES: Record<Report['type'], string> = {
  membership: 'Membership report',
  financial: 'Financial report',
  attendance: 'Attendance report',
};

function ReportView({ report }: { report: Report }) {
  switch (report.type) {
    case 'membership':
      return <MembershipReportView report={report} />;
    case 'financial':
      return <FinancialReportView report={report} />;
    case 'attendance':
      return <AttendanceReportView report={report} />;
  }
}

export function ReportResult({ status, data, request, error, onRetry }: ReportResultProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Focus rule: once a report arrives, focus moves to its title (the button was disabled meanwhile).
  useEffect(() => {
    if (status === 'success' && data) titleRef.current?.focus();
  }, [status, data]);

  if (status === 'pending') return <Loading label="Generating report..." />;
  if (status === 'error') {
    return (
      <div>
        <Alert tone="error">{messageOf(error, 'Failed to generate report.')}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (status === 'success' && data) {
    const csvUrl = reportCsvUrl(data.type, request && 'input' in request ? request.input : undefined);
    return (
      <section aria-label="Report result" className="report-result">
        <div className="report-result-header">
          <h3 ref={titleRef} tabIndex={-1}>
            {TITLES[data.type]}
          </h3>
          <a className="btn btn-secondary" href={csvUrl} download>
            Download CSV
          </a>
        </div>
        <ReportView report={data} />
        {/* The spec's formatted JSON, kept below the tables and charts, folded: it is for the curious,
            and left open it made every report a screen longer. */}
        <details className="report-json">
          <summary>Show JSON</summary>
          <pre className="json">{JSON.stringify(data, null, 2)}</pre>
        </details>
      </section>
    );
  }
  return <p className="empty">Choose a report type, then select Generate Report.</p>;
}
