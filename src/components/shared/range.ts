/**
 * A range facet's typed min and max (or a date facet's from and to), read when the shopper
 * applies them: a module of its own, loaded on that first Apply (facets.ts).
 *
 * The boxes are text boxes with a decimal keypad (`inputmode="decimal"`), not number inputs:
 * a number input takes only the Latin digits and, in Chromium, only a point, so a German
 * "250,5" became 2505 and Arabic-Indic digits were dropped without a word. Here a number
 * reads as the shopper writes it in the page's language (`readNumber`); what reads as no
 * number is the browser's own invalid-box message, and nothing is applied.
 */
/** What of the facets' context (facets.ts' FacetContext) a range reads and sets. */
interface RangeContext {
  number(field: string, n: number): string;
  set(field: string, value: string | undefined): void;
}

const DIGITS = /[٠-٩۰-۹]/g;

/**
 * A number as typed: Latin, Arabic-Indic or Persian digits; spaces, apostrophes and the
 * Arabic thousands sign as groups; the Arabic decimal sign, a comma or a point as the decimal
 * separator. A comma or a point followed by exactly three digits groups thousands, unless it
 * is the language's decimal separator (`decimal`: "," for German, "." for English; without
 * it, a point): "1.500" is 1500 and "1,5" is 1.5 in German. NaN when it is no number.
 */
export function readNumber(text: string, decimal = '.'): number {
  let s = text.replace(DIGITS, (d) => String(d.charCodeAt(0) % 16)).replace(/[\s'’٬]/g, '').replace('٫', decimal).replace('−', '-');
  const other = decimal === ',' ? '.' : ',';
  s = s.replace(new RegExp(`\\${other}(?=\\d{3}(?!\\d))`, 'g'), '').replaceAll(other, decimal).replaceAll(decimal, '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : NaN;
}

/** The decimal separator of `locale` ("," for German), for a server reading a form sent without script. */
export const decimalSeparator = (locale: string): string | undefined => new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;

/** The language's decimal separator, as the facet draws its numbers ("1,5" in German). */
const decimalOf = (c: RangeContext) => /[.,٫]/.exec(c.number('', 1.5))?.[0] ?? '.';

/** Applies the typed range of `form` to `field`: min above max is the same range typed the other way round. */
export function applyRange(form: HTMLFormElement, c: RangeContext, field: string, date: boolean): void {
  const inputs = ['min', 'max'].map((name) => form.elements.namedItem(name) as HTMLInputElement);
  const ends = inputs.map((input) => {
    const text = input.value.trim();
    if (date || !text) return text;
    const n = readNumber(text, decimalOf(c));
    // No number: the browser's own message for a box that does not match ("Please match the requested format"), until it is edited.
    if (Number.isNaN(n)) {
      input.pattern = '(?!)';
      input.addEventListener('input', () => input.removeAttribute('pattern'), { once: true });
    }
    return String(n);
  });
  if (!form.reportValidity()) return;
  let [min, max] = ends;
  // (ISO dates compare as text.)
  if (min && max && (date ? min > max : +min > +max)) [min, max] = [max, min];
  c.set(field, min || max ? `${min}|${max}` : undefined);
}
