/**
 * The inspector's two charts as plain SVG (docs/inspect.md says why no chart library):
 * bars, each with an optional part drawn in another colour (the searches without results
 * among all the searches of a time bucket). Each chart is an image with a name and a legend;
 * the numbers it draws are in a table beside it.
 */
import { html, svg, nothing, type TemplateResult } from 'lit';

export interface Bar {
  /** Under the bar (every few bars when they are many). */
  label: string;
  value: number;
  /** A part of the value, drawn in another colour. */
  part?: number;
  /** The bar's tooltip. */
  title: string;
}

/** The chart's width in its own units (text keeps one size whatever the number of bars). */
const WIDTH = 480;
const HEIGHT = 120;
/** Room for this many bars at least, so that one bar is not a wall. */
const MIN_BARS = 12;
/** Units a character of a label under the bars takes (10px text), and the room between labels. */
const CHAR = 6.5;
const SPACE = 6;

/** `bars` scaled to their largest value, written on the axis by `maxLabel`; `legend` under the chart says how to read it. */
export function barChart(name: string, legend: string, bars: Bar[], maxLabel: (max: number) => string): TemplateResult {
  const top = Math.max(0, ...bars.map((b) => b.value)) || 1;
  const bar = WIDTH / Math.max(bars.length, MIN_BARS);
  // Every bar's label when they fit, else every second, third... bar's.
  const every = Math.ceil((Math.max(0, ...bars.map((b) => b.label.length)) * CHAR + SPACE) / bar);
  const width = bars.length * bar;
  const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
  return html`<figure class="chart">
    <svg role="img" aria-label=${name} viewBox="-40 -10 ${WIDTH + 80} ${HEIGHT + 30}" preserveAspectRatio="xMinYMin meet">
      ${svg`<line class="axis" x1="0" y1="${HEIGHT}" x2="${width}" y2="${HEIGHT}"></line>
      <text class="tick" x="-6" y="4" text-anchor="end">${maxLabel(top)}</text>
      <text class="tick" x="-6" y="${HEIGHT}" text-anchor="end">0</text>`}
      ${bars.map((b, i) => svg`<g>
        <title>${b.title}</title>
        <rect class="bar" x="${i * bar + bar * 0.1}" y="${y(b.value)}" width="${bar * 0.8}" height="${HEIGHT - y(b.value)}"></rect>
        ${b.part ? svg`<rect class="part" x="${i * bar + bar * 0.1}" y="${y(b.part)}" width="${bar * 0.8}" height="${HEIGHT - y(b.part)}"></rect>` : nothing}
        ${i % every === 0 ? svg`<text class="tick" x="${i * bar + bar / 2}" y="${HEIGHT + 16}" text-anchor="middle">${b.label}</text>` : nothing}
      </g>`)}
    </svg>
    <figcaption>${legend}</figcaption>
  </figure>`;
}
