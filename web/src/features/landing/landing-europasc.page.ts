import { defineLandingPage } from './landing-page-module';

// The landing pages of europasc (spec §2), live on that tenant only.
export default defineLandingPage('landing-europasc', () => import('./landing-europasc-screen'));
