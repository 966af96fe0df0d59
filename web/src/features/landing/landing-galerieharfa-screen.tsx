import { LandingScreen } from './landing-screen';

export default function LandingGalerieharfaScreen() {
  return <LandingScreen route="landing-galerieharfa" />;
}
