// The chart library is fetched only when a report with a chart is shown: this dynamic import() is
// its own chunk (uPlot and its CSS), never part of the first page load. Tests mock this module.
export function loadUPlotChart() {
  return import('./UPlotChart.js');
}
