import { defineLandingPage } from './landing-page-module';

// The landing pages of galerieharfa (spec §2), live on that tenant only.
export default defineLandingPage('landing-galerieharfa', () => import('./landing-galerieharfa-screen'));
