/**
 * The inspector's two charts as plain SVG (docs/inspect.md says why no chart library):
 * bars, each with an optional darker part (the searches without results inside all the
 * searches of a time bucket). Each chart is an image with a name; the numbers it draws are
 * in a table beside it.
 */
import { html, svg, nothing, type TemplateResult } from 'lit';

export interface Bar {
  /** Under the bar (every few bars when they are many). */
  label: string;
  value: number;
  /** A part of the value drawn darker. */
  part?: number;
  /** The bar's tooltip. */
  title: string;
}

const BAR = 32;
/** Room for this many bars at least, so that one bar is not a wall. */
const MIN_BARS = 12;
const HEIGHT = 120;
const LABELS = 12;

/** `bars` scaled to `max` (at least the largest value), with the top value written on the axis. */
export function barChart(name: string, bars: Bar[], maxLabel: (max: number) => string, max = 0): TemplateResult {
  const top = Math.max(max, ...bars.map((b) => b.value)) || 1;
  const every = Math.ceil(bars.length / LABELS);
  const width = Math.max(bars.length, MIN_BARS) * BAR;
  const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
  return html`<figure class="chart">
    <svg role="img" aria-label=${name} viewBox="-40 -10 ${width + 40} ${HEIGHT + 30}" preserveAspectRatio="xMinYMin meet">
      ${svg`<line class="axis" x1="0" y1="${HEIGHT}" x2="${width}" y2="${HEIGHT}"></line>
      <text class="tick" x="-6" y="4" text-anchor="end">${maxLabel(top)}</text>
      <text class="tick" x="-6" y="${HEIGHT}" text-anchor="end">0</text>`}
      ${bars.map((b, i) => svg`<g>
        <title>${b.title}</title>
        <rect class="bar" x="${i * BAR + 3}" y="${y(b.value)}" width="${BAR - 6}" height="${HEIGHT - y(b.value)}"></rect>
        ${b.part ? svg`<rect class="part" x="${i * BAR + 3}" y="${y(b.part)}" width="${BAR - 6}" height="${HEIGHT - y(b.part)}"></rect>` : nothing}
        ${i % every === 0 ? svg`<text class="tick" x="${i * BAR + BAR / 2}" y="${HEIGHT + 16}" text-anchor="middle">${b.label}</text>` : nothing}
      </g>`)}
    </svg>
  </figure>`;
}
