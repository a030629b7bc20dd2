import { stringify } from "csv-stringify/sync";
import type { Context } from "hono";

/**
 * A CSV file the browser saves (the exports): written by csv-stringify (quoting, embedded commas,
 * quotes and line breaks are its business), UTF-8 with a byte-order mark so a spreadsheet reads accents and
 * names right, a header row, CRLF line ends, never cached. A cell a spreadsheet would run as a formula
 * (beginning with =, +, -, @, a tab or a CR) is written behind a ' (csv-stringify's `escape_formulas`,
 * docs/decisions/0040); a lone CR or LF inside a cell is quoted like CRLF, so no reader splits the record.
 */
export function csvDownload<Column extends string>(
  c: Context,
  filename: string,
  columns: readonly Column[],
  rows: readonly Record<Column, string>[],
): Response {
  const text = stringify(rows as Record<Column, string>[], {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: "windows",
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  return c.body(text, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
