/**
 * Every language's dictionary, for code that draws on a server (site-search-elements/render,
 * the local service's demo pages): a page is drawn in its language at once. Never imported
 * by browser code, which fetches the one language a page needs (i18n.ts).
 */
import ar from './locales/ar.js';
import bg from './locales/bg.js';
import cs from './locales/cs.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import hr from './locales/hr.js';
import hu from './locales/hu.js';
import it from './locales/it.js';
import ja from './locales/ja.js';
import nl from './locales/nl.js';
import pl from './locales/pl.js';
import ro from './locales/ro.js';
import sk from './locales/sk.js';
import sl from './locales/sl.js';

// (Words by key, as i18n.ts's Dictionary: not imported, so that Node code can hold this without the DOM's types.)
export const LOCALES: Record<string, Record<string, string>> = { ar, bg, cs, de, es, fr, hr, hu, it, ja, nl, pl, ro, sk, sl };
