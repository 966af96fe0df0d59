import { defineLegalPage } from './legal-page-module';

// The legal page `privacy-policy` (spec §2; German under /de/compliance/).
export default defineLegalPage('privacy-policy', () => import('./privacy-policy-screen'));
