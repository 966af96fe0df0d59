// How members earn points (our contract: the specification names `tiers`, `me/tier`, `me/points`,
// `me/receipts` but no rules). Per tenant: receipts earn a point per whole euro, or per 25 crowns, more
// in higher tiers (as the tiers' benefits say); a receipt must be uploaded within so many days of the
// purchase and is checked within two days; bonuses for joining, a birthday, the mobile app and the
// newsletter. Texts in four languages.

import { TENANTS, type TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export type BonusKey = 'welcome' | 'birthday' | 'app' | 'newsletter';

export interface Bonus {
  key: BonusKey;
  points: number;
  translations: Translation<{ name: string; description: string }>[];
}

export interface EarningRules {
  currency: 'EUR' | 'CZK';
  /** A receipt earns one point per this much of its amount (before the tier's multiplier). */
  amount_per_point: number;
  /** Points per receipt by tier: `{ tier position: multiplier }` (position 1 is the first tier). */
  tier_multipliers: Record<string, number>;
  /** A receipt must be uploaded within this many days of the purchase. */
  receipt_max_age_days: number;
  /** Receipts are checked within this many days. */
  checking_days: number;
  /** Earned points last this many days. */
  points_valid_days: number;
  bonuses: Bonus[];
}

const BONUS_TEXT: Record<BonusKey, Record<Locale, { name: string; description: string }>> = {
  welcome: {
    en: { name: 'Welcome bonus', description: 'For joining the loyalty programme.' },
    cz: { name: 'Uvítací bonus', description: 'Za vstup do věrnostního programu.' },
    sk: { name: 'Uvítací bonus', description: 'Za vstup do vernostného programu.' },
    de: { name: 'Willkommensbonus', description: 'Für die Anmeldung zum Treueprogramm.' },
  },
  birthday: {
    en: { name: 'Birthday bonus', description: 'Every year on your birthday: fill in your date of birth in your profile.' },
    cz: { name: 'Narozeninový bonus', description: 'Každý rok k narozeninám: vyplňte si datum narození v profilu.' },
    sk: { name: 'Narodeninový bonus', description: 'Každý rok k narodeninám: vyplňte si dátum narodenia v profile.' },
    de: { name: 'Geburtstagsbonus', description: 'Jedes Jahr zum Geburtstag: Tragen Sie Ihr Geburtsdatum im Profil ein.' },
  },
  app: {
    en: { name: 'Mobile app bonus', description: "For signing in to the centre's mobile app for the first time." },
    cz: { name: 'Bonus za mobilní aplikaci', description: 'Za první přihlášení do mobilní aplikace centra.' },
    sk: { name: 'Bonus za mobilnú aplikáciu', description: 'Za prvé prihlásenie do mobilnej aplikácie centra.' },
    de: { name: 'App-Bonus', description: 'Für die erste Anmeldung in der App des Centers.' },
  },
  newsletter: {
    en: { name: 'Newsletter bonus', description: "For subscribing to the centre's newsletter." },
    cz: { name: 'Bonus za newsletter', description: 'Za přihlášení k odběru newsletteru centra.' },
    sk: { name: 'Bonus za newsletter', description: 'Za prihlásenie na odber newslettera centra.' },
    de: { name: 'Newsletter-Bonus', description: 'Für das Abonnieren des Newsletters des Centers.' },
  },
};

const BONUS_POINTS: Record<BonusKey, number> = { welcome: 50, birthday: 100, app: 30, newsletter: 20 };

/** The tiers' multipliers, as their benefits promise (data/tiers.ts): Silver +10 %, Gold +25 %, Platinum double. */
const MULTIPLIERS: Record<string, number> = { '1': 1, '2': 1.1, '3': 1.25, '4': 2 };

export function earningRulesFor(tenant: TenantId): EarningRules {
  const currency = TENANTS[tenant].currency;
  // beta has no mobile app bonus (its app is not in the stores); galerieharfa checks receipts within a day.
  const keys: BonusKey[] = tenant === 'beta' ? ['welcome', 'birthday', 'newsletter'] : ['welcome', 'birthday', 'app', 'newsletter'];
  return {
    currency,
    amount_per_point: currency === 'EUR' ? 1 : 25,
    tier_multipliers: { ...MULTIPLIERS },
    receipt_max_age_days: 7,
    checking_days: tenant === 'galerieharfa' ? 1 : 2,
    points_valid_days: 365,
    bonuses: keys.map((key) => ({ key, points: BONUS_POINTS[key], translations: translations(BONUS_TEXT[key]) })),
  };
}

export type RejectionCode = 'unreadable' | 'duplicate' | 'shop_not_participating' | 'amount_mismatch' | 'too_old';
export const REJECTION_CODES: readonly RejectionCode[] = ['unreadable', 'duplicate', 'shop_not_participating', 'amount_mismatch', 'too_old'];

const REJECTIONS: Record<RejectionCode, Record<Locale, string>> = {
  unreadable: {
    en: 'The receipt cannot be read: the photo is blurred or cut off.',
    cz: 'Účtenku nelze přečíst: fotografie je rozmazaná nebo oříznutá.',
    sk: 'Bloček sa nedá prečítať: fotografia je rozmazaná alebo orezaná.',
    de: 'Der Kassenbon ist nicht lesbar: Das Foto ist unscharf oder abgeschnitten.',
  },
  duplicate: {
    en: 'This receipt has already been uploaded.',
    cz: 'Tato účtenka už byla nahrána.',
    sk: 'Tento bloček už bol nahraný.',
    de: 'Dieser Kassenbon wurde bereits hochgeladen.',
  },
  shop_not_participating: {
    en: 'The shop does not take part in the loyalty programme.',
    cz: 'Obchod se věrnostního programu neúčastní.',
    sk: 'Obchod sa vernostného programu nezúčastňuje.',
    de: 'Das Geschäft nimmt nicht am Treueprogramm teil.',
  },
  amount_mismatch: {
    en: 'The amount does not match the receipt.',
    cz: 'Částka neodpovídá účtence.',
    sk: 'Suma nezodpovedá bločku.',
    de: 'Der Betrag stimmt nicht mit dem Kassenbon überein.',
  },
  too_old: {
    en: 'The purchase is older than the programme accepts.',
    cz: 'Nákup je starší, než program přijímá.',
    sk: 'Nákup je starší, ako program prijíma.',
    de: 'Der Einkauf ist älter, als das Programm annimmt.',
  },
};

export function rejectionTranslations(code: RejectionCode): Translation<{ rejection_reason: string }>[] {
  return translations(Object.fromEntries(Object.entries(REJECTIONS[code]).map(([locale, text]) => [locale, { rejection_reason: text }])) as Record<Locale, { rejection_reason: string }>);
}
