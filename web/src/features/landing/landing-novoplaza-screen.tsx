import { LandingScreen } from './landing-screen';

export default function LandingNovoplazaScreen() {
  return <LandingScreen route="landing-novoplaza" />;
}
