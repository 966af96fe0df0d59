import { defineLegalPage } from './legal-page-module';

// The legal page `terms-and-conditions` (spec §2; German under /de/compliance/).
export default defineLegalPage('terms-and-conditions', () => import('./terms-and-conditions-screen'));
