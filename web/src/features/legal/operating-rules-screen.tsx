import { LegalScreen } from './legal-screen';

export default function OperatingRulesScreen() {
  return <LegalScreen route="operating-rules" />;
}
