import { defineLegalPage } from './legal-page-module';

// The legal page `operating-rules` (spec §2; German under /de/compliance/).
export default defineLegalPage('operating-rules', () => import('./operating-rules-screen'));
