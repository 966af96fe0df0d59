import { defineLegalPage } from './legal-page-module';

// The legal page `cookies` (spec §2; German under /de/compliance/).
export default defineLegalPage('cookies', () => import('./cookies-screen'));
