/**
 * The analytics as CSV (docs/inspect.md, Export): one figure per row, `scope,figure,key,value`,
 * so that every table of the page fits one file a spreadsheet can pivot. A cell that a
 * spreadsheet would run as a formula (a query starting with `=`) starts with `'`.
 */
import { share, type Analytics, type Funnel } from '../../inspect/model/analytics.js';

const RATES: Array<[string, keyof Funnel]> = [['noResultRate', 'noResults'], ['clickThroughRate', 'clicked'], ['addToCartRate', 'carted'], ['purchaseRate', 'purchased']];
const COUNTS: Array<keyof Funnel> = ['searches', 'noResults', 'clicked', 'carted', 'purchased'];

const rate = (part: number, whole: number) => String(Number(share(part, whole).toFixed(4)));

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `scope` names what the figures count: `all` searches, or `variant:<name>` (`variant:` for searches without one). */
export function analyticsCsv(scopes: Array<{ scope: string; figures: Analytics }>): string {
  const rows: string[][] = [['scope', 'figure', 'key', 'value']];
  for (const { scope, figures: a } of scopes) {
    const add = (figure: string, key: string, value: number | string) => rows.push([scope, figure, key, String(value)]);
    const funnel = (table: string, key: string, f: Funnel) => {
      for (const name of COUNTS) add(`${table}.${name}`, key, f[name]);
      for (const [name, part] of RATES) add(`${table}.${name}`, key, rate(f[part], f.searches));
    };
    funnel('totals', '', a.totals);
    for (const q of a.topQueries) funnel('topQueries', q.query, q);
    for (const q of a.noResultQueries) add('noResultQueries.searches', q.query, q.searches);
    for (const p of a.positions) {
      add('positions.impressions', p.position, p.impressions);
      add('positions.clicks', p.position, p.clicks);
      add('positions.clickThroughRate', p.position, rate(p.clicks, p.impressions));
    }
    for (const p of a.series.points) {
      add('series.searches', new Date(p.t).toISOString(), p.searches);
      add('series.noResults', new Date(p.t).toISOString(), p.noResults);
    }
  }
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
