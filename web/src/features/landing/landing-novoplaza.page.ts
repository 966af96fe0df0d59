import { defineLandingPage } from './landing-page-module';

// The landing pages of novoplaza (spec §2), live on that tenant only.
export default defineLandingPage('landing-novoplaza', () => import('./landing-novoplaza-screen'));
