import { createRoot, hydrateRoot } from 'react-dom/client';
import type {} from 'site-search-elements/react-jsx';
import 'site-search-elements/autocomplete';
import 'site-search-elements/search';
import { App } from './App';
import { Served } from './Served';

// The served page (its HTML from src/server.tsx) is hydrated; the app's own page is drawn here.
const served = document.getElementById('served');
if (served) hydrateRoot(served, <Served />);
else createRoot(document.getElementById('root')!).render(<App />);
