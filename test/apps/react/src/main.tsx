import { createRoot } from 'react-dom/client';
import type {} from 'site-search-elements/react-jsx';
import 'site-search-elements/autocomplete';
import 'site-search-elements/search';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
