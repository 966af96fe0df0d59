import { LandingScreen } from './landing-screen';

export default function LandingEuropascScreen() {
  return <LandingScreen route="landing-europasc" />;
}
