/**
 * D1 rows per request (D1 bills by rows read and written), as the response header `X-D1-Rows: read=<n>, written=<n>`
 * carries them from the bench Worker (bench/worker/index.ts) and the tests that pin the bounds; counted by
 * bench/worker/counting-d1.ts. Free of Workers types so the bench can read the header in node.
 */
export interface RowTally {
  read: number;
  written: number;
}

export const ROWS_HEADER = "X-D1-Rows";

export const rowsHeaderValue = (t: RowTally) => `read=${t.read}, written=${t.written}`;

/** Parses the header back (bench and tests). */
export function parseRowsHeader(value: string | null): RowTally | null {
  const m = value?.match(/^read=(\d+), written=(\d+)$/);
  return m ? { read: Number(m[1]), written: Number(m[2]) } : null;
}
