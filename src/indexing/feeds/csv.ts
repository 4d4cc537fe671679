/**
 * Delimited text in constant memory: RFC 4180 rows (quoted cells may hold the delimiter,
 * quotes as `""` and line breaks; CRLF or LF; a leading byte-order mark is dropped), any
 * one-character delimiter (comma, tab for Google's text feeds, semicolon), each row with
 * the line it starts on; records keyed by the header row.
 */
import { FeedError, noteTwoWays, type FeedOptions, type Located } from './feed.js';
import { ambiguousNumber, parseNumber } from './values.js';

export interface CsvRow {
  cells: string[];
  /** The line the row starts on (a quoted cell may span lines). */
  line: number;
}

const QUOTE = 34;
const LF = 10;
/** A quoted cell longer than this is a quote left open: reading stops rather than hold the rest of the file. */
const MAX_CELL = 8 * 1024 * 1024;

export async function* csvRows(source: AsyncIterable<string>, delimiter = ','): AsyncGenerator<CsvRow> {
  const sep = delimiter.charCodeAt(0);
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  /** A quote inside a quoted cell: the cell's end, or the first of `""`. */
  let closing = false;
  let line = 1;
  let rowLine = 1;
  let first = true;
  for await (let text of source) {
    if (first && text) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (quoted) {
        if (c === QUOTE) {
          cell += text.slice(from, i);
          quoted = false;
          closing = true;
          from = i + 1;
        } else if (c === LF) line++;
        continue;
      }
      if (closing) {
        closing = false;
        if (c === QUOTE) {
          cell += '"';
          quoted = true;
          from = i + 1;
          continue;
        }
      }
      if (c === QUOTE && from === i && cell === '') {
        quoted = true;
        from = i + 1;
      } else if (c === sep) {
        row.push(cell + text.slice(from, i));
        cell = '';
        from = i + 1;
      } else if (c === LF) {
        const last = cell + text.slice(from, i);
        row.push(last.endsWith('\r') ? last.slice(0, -1) : last);
        yield { cells: row, line: rowLine };
        row = [];
        cell = '';
        from = i + 1;
        rowLine = ++line;
      }
    }
    cell += text.slice(from);
    if (quoted && cell.length > MAX_CELL) throw new FeedError(`line ${rowLine}: a quoted cell runs past ${MAX_CELL / 1024 / 1024} MB; a quote is probably not closed`);
  }
  if (quoted) throw new FeedError(`line ${rowLine}: a quoted cell is not closed at the end of the file (cut short?)`);
  if (cell !== '' || row.length) {
    row.push(cell.endsWith('\r') ? cell.slice(0, -1) : cell);
    yield { cells: row, line: rowLine };
  }
}

/** Rows after the header as records keyed by its (trimmed) names; blank lines skipped, a row of another length is a problem. */
export async function* csvRecords(source: AsyncIterable<string>, delimiter = ','): AsyncGenerator<Located<Record<string, string>>> {
  let header: string[] | undefined;
  for await (const { cells, line } of csvRows(source, delimiter)) {
    if (!header) {
      header = cells.map((h) => h.trim());
      continue;
    }
    const where = `line ${line}`;
    if (cells.length === 1 && cells[0].trim() === '') continue;
    if (cells.length !== header.length) {
      yield { where, problem: `${where}: ${cells.length} cells for ${header.length} columns` };
      continue;
    }
    const value: Record<string, string> = {};
    header.forEach((name, i) => (value[name] = cells[i]));
    yield { where, value };
  }
}

/**
 * A cell written as a number: digits, or groups of three between one mark (`1,299`,
 * `1.299.000`), then decimals after the other (`1,299.50`; with `--decimal ,`, `1.299,50`,
 * `19,99`); a `-` before. Not with a leading zero (zip codes, `02134`), a `+`, spaces or a
 * currency, which a text column holds as text. Without `--decimal ,` a decimal comma is not
 * a number's: `38,40` may be a list of sizes as well as 38.4, and stays text, as it always
 * has. Which mark is the decimal one is then parseNumber's to say.
 */
const WRITTEN_NUMBER = /^-?(0|[1-9]\d*|[1-9]\d{0,2}(,\d{3})+)(\.\d+)?$/;
const WRITTEN_WITH_COMMA = /^-?(0|[1-9]\d*|[1-9]\d{0,2}(\.\d{3})+)(,\d+)?$/;

/** How a CSV's cells are read: its decimal mark (`--decimal`), and where a number that reads two ways is noted. */
export type CellReading = Pick<FeedOptions, 'decimal' | 'report'> & { where?: string };

/**
 * A CSV record's cells as typed values: a cell written as a number becomes one, read as
 * mapped records' number fields are (values.ts parseNumber): with `decimal` given, that
 * mark is the decimal one and the other groups thousands (`1,299.50` with `.`, `1.299,50`
 * with `,`), and a number the mark does not fit stays text; without it, a number that reads
 * two ways (`1.299`, `1,299`) is read as parseNumber reads it and noted in the report. A
 * name ending in `[]` is a list split on `|`; a name ending in `:text` keeps the text.
 * Empty cells are left out.
 */
export function typedCells(record: Record<string, string>, reading: CellReading = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const typed = (name: string, text: string): unknown => {
    const n = (reading.decimal === ',' ? WRITTEN_WITH_COMMA : WRITTEN_NUMBER).test(text) ? parseNumber(text, reading.decimal) : undefined;
    if (n === undefined) return text;
    if (!reading.decimal && ambiguousNumber(text)) noteTwoWays(reading.report, name, text, reading.where ?? '', n);
    return n;
  };
  for (const [name, cell] of Object.entries(record)) {
    if (cell === '') continue;
    if (name.endsWith(':text')) out[name.slice(0, -5)] = cell;
    else if (name.endsWith('[]')) out[name.slice(0, -2)] = cell.split('|').map((v) => typed(name.slice(0, -2), v));
    else out[name] = typed(name, cell);
  }
  return out;
}

const OWN = new Set(['identity', 'type', 'generation', 'active_from', 'active_to']);

/** An index-object from a CSV record: `identity`, `type`, `generation`, `active_from`, `active_to` are the object's own; every other column is a field. */
export function objectFromCsv(record: Record<string, string>, reading: CellReading = {}): Record<string, unknown> {
  const object: Record<string, unknown> = { fields: {} };
  for (const [key, value] of Object.entries(typedCells(record, reading))) {
    if (OWN.has(key)) object[key] = String(record[key] ?? record[`${key}:text`] ?? value);
    else (object.fields as Record<string, unknown>)[key] = value;
  }
  return object;
}
