// A report's chart: a figure with a visible caption and legend; the drawing itself (uPlot) loads
// on first use. While it loads, the caption and legend already show.
import { lazy, Suspense, useMemo } from 'react';
import { type ChartSpec, drawnKind } from './chart.types.js';
import { loadUPlotChart } from './chartLoader.js';

const UPlotChart = lazy(() => loadUPlotChart());

export function ReportChart({ spec: asked }: { spec: ChartSpec }) {
  const kind = drawnKind(asked);
  const spec = useMemo(() => (kind === asked.kind ? asked : { ...asked, kind }), [asked, kind]);
  return (
    <figure className="report-chart">
      <figcaption>
        <span className="report-chart-title">{spec.title}</span>
        <span className="report-chart-legend">
          {spec.series.map((s) => (
            <span key={s.label} className="report-chart-key">
              <span className="report-chart-swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <Suspense fallback={<div className="report-chart-canvas" aria-hidden="true" />}>
        <UPlotChart spec={spec} />
      </Suspense>
    </figure>
  );
}
