/**
 * What the feed readers share: where a record came from, the report of what was left
 * out or not placed, the options every format takes, and the error of a feed that cannot
 * be read at all.
 */

/** A record with its place in the input; `problem` when it could not be read. */
export interface Located<T> {
  value?: T;
  /** `line 12`, `item 7 (line 88)`, `element 3`: how a person finds it in the file. */
  where: string;
  problem?: string;
}

/** What reading a feed left out on purpose and what it could not place. */
export interface FeedReport {
  /** What the input was read as, e.g. `a Shopify product export (CSV)`. */
  format?: string;
  /** Products left out on purpose, by reason (`draft`, `archived`, `private`...). */
  leftOut: Record<string, number>;
  /** Source fields (columns, elements) no object holds, with how many records had a value there. */
  notPlaced: Record<string, number>;
  /**
   * Number fields of mapped records whose text reads two ways (`1.299`: ambiguousNumber), by
   * field: how many, the first such text, where it was and the number it was read as.
   */
  ambiguous: Record<string, { count: number; text: string; where: string; read: number }>;
}

export function newReport(): FeedReport {
  return { leftOut: {}, notPlaced: {}, ambiguous: {} };
}

export interface FeedOptions {
  /** The shop's address: links an export leaves out (Shopify's /products/<handle>, WooCommerce's /?p=<id>) and relative links start with it. */
  siteUrl?: string;
  /** Currency (ISO 4217) of prices that carry none (Shopify and WooCommerce exports, mapped records). */
  currency?: string;
  /** The decimal mark of numbers written as text in CSV cells and mapped records (`--decimal`); the other mark groups thousands. Without it a number that reads two ways (values.ts ambiguousNumber) is read with `.` as the decimal mark and listed in the report. Google, Shopify and WooCommerce exports keep their formats' decimal point. */
  decimal?: ',' | '.';
  report?: FeedReport;
}

/** The feed cannot be read (another shape than the one named, cut short, not a feed): nothing after this point is. */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** Counts a number whose text read two ways (values.ts ambiguousNumber) under its field, keeping the first. */
export function noteTwoWays(report: FeedReport | undefined, field: string, text: string, where: string, read: number): void {
  if (report) (report.ambiguous[field] ??= { count: 0, text, where, read }).count++;
}

/** A record that becomes no object: the indexing client counts it failed, with this reason. */
export function invalid(reason: string, identity?: string): { __invalid: string; identity?: string; type: string } {
  return { __invalid: reason, ...(identity ? { identity } : {}), type: 'item' };
}

/** Counts the fields of `record` that `used` does not hold and that have a value, as not placed. */
export function countNotPlaced(report: FeedReport | undefined, record: Record<string, unknown>, used: (field: string) => boolean): void {
  if (!report) return;
  for (const [field, value] of Object.entries(record)) {
    if (value === '' || value === undefined || value === null || used(field)) continue;
    report.notPlaced[field] = (report.notPlaced[field] ?? 0) + 1;
  }
}

export function leaveOut(report: FeedReport | undefined, reason: string): void {
  if (report) report.leftOut[reason] = (report.leftOut[reason] ?? 0) + 1;
}
