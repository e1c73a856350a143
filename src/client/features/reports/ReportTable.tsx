// One report table: a visible caption (the table's name for screen readers too), column headers,
// row headers in the first column, and numbers right-aligned. On a narrow screen the table scrolls
// inside its own wrapper, never the page; the wrapper is focusable so keyboard users can scroll it.
import { type ReactNode, useId } from 'react';

export interface ReportTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row's cells; the first is the row's header. */
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** Columns (by index) holding numbers or money, aligned right. */
  numeric?: readonly number[];
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  note?: ReactNode;
}

export function ReportTable({ caption, columns, rows, numeric = [], empty, note }: ReportTableProps) {
  const captionId = useId();
  const alignOf = (index: number) => (numeric.includes(index) ? 'num' : undefined);
  if (rows.length === 0 && empty) {
    return (
      <div className="report-block">
        <h3 className="report-table-title">{caption}</h3>
        <p className="empty">{empty}</p>
      </div>
    );
  }
  return (
    <div className="report-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="report-table-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="report-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={alignOf(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one report and never reorder
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={index} className={alignOf(index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note && <p className="report-note">{note}</p>}
    </div>
  );
}
