import { renderToString } from 'react-dom/server';
import { Served } from './Served';

/** The app's server: the page's HTML, without the element's module (docs/frameworks.md, Server-side rendering). */
export const render = (): string => renderToString(<Served />);
