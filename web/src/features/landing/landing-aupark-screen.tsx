import { LandingScreen } from './landing-screen';

export default function LandingAuparkScreen() {
  return <LandingScreen route="landing-aupark" />;
}
