/** What a report chart draws: one x label per point and one or more series over them. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A colour readable on white (and told apart by the legend's words, not only the colour). */
  color: string;
}

export interface ChartSpec {
  /** The visible caption; the table beside the chart has the same figures in words. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'lines';
  /** How to write a y value on the axis: the gym's format.money or format.count (whole values only). */
  formatValue?: (value: number) => string;
}

export const CHART_COLORS = { primary: '#0f766e', accent: '#c2410c', info: '#1d4ed8' } as const;
