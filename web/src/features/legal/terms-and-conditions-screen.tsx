import { LegalScreen } from './legal-screen';

export default function TermsAndConditionsScreen() {
  return <LegalScreen route="terms-and-conditions" />;
}
