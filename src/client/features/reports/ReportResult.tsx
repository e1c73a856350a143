import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';

interface ReportResultProps {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: unknown;
  error: unknown;
  onRetry: () => void;
}

export function ReportResult({ status, data, error, onRetry }: ReportResultProps) {
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
  if (status === 'success') {
    // The label sits on a region around the <pre> (a <pre> cannot carry one); the region's text is
    // exactly the JSON.
    return (
      <section aria-label="Report result">
        <pre className="json">{JSON.stringify(data, null, 2)}</pre>
      </section>
    );
  }
  return <p className="empty">Choose a report type, then select Generate Report.</p>;
}
