import { defineLandingPage } from './landing-page-module';

// The landing pages of aupark (spec §2), live on that tenant only.
export default defineLandingPage('landing-aupark', () => import('./landing-aupark-screen'));
