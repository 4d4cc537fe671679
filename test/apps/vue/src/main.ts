import { createApp } from 'vue';
import type {} from 'site-search-elements/vue-templates';
import 'site-search-elements/autocomplete';
import 'site-search-elements/search';
import App from './App.vue';

createApp(App).mount('#app');
