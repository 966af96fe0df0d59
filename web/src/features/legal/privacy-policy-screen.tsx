import { LegalScreen } from './legal-screen';

export default function PrivacyPolicyScreen() {
  return <LegalScreen route="privacy-policy" />;
}
