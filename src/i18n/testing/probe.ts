/** An element that only speaks (all of English's keys), for the i18n tests. */
import { LitElement, html, type PropertyDeclarations } from 'lit';
import { Language } from '../i18n.js';
import EN from '../locales/en.js';

export class I18nProbe extends LitElement {
  static override properties: PropertyDeclarations = { locale: {}, currency: {} };
  locale?: string;
  currency?: string;
  readonly language = new Language(this, EN);
  readonly text = this.language.text;

  override render() {
    return html`<p>${this.text('count', { count: 3 })}</p>`;
  }
}
if (!customElements.get('i18n-probe')) customElements.define('i18n-probe', I18nProbe);

declare global {
  interface HTMLElementTagNameMap {
    'i18n-probe': I18nProbe;
  }
}

/** A probe on the page (`locale` its attribute, when given), once its language's words are there and drawn. */
export async function probe(locale?: string, attributes: Record<string, string> = {}): Promise<I18nProbe> {
  const el = document.createElement('i18n-probe');
  if (locale) el.setAttribute('locale', locale);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await settled(el);
  return el;
}

/** Until the probe's language is there and drawn. */
export async function settled(el: I18nProbe): Promise<void> {
  await el.updateComplete;
  await el.language.arrived;
  await el.updateComplete;
}

/** What the probe shows. */
export const shown = (el: I18nProbe) => el.shadowRoot!.textContent!.trim();
