import { LegalScreen } from './legal-screen';

export default function CookiesScreen() {
  return <LegalScreen route="cookies" />;
}
