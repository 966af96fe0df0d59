// The mall's legal texts (spec §7 "Content": `privacy-policy`, `terms-conditions`; spec §3 "Translation
// records": the mall's `cookies` and `operating_rules`). Real malls publish long, structured texts; the
// sandbox fills one template per language with each mall's own details (legal name, address, registration),
// so every tenant has its own, in four languages, as HTML the way the platform's editors write it
// (headings, lists, a table). The bff sanitises it like any rich text.

import type { TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

/** What the texts say of the mall. Given by the caller (malls.ts owns the mall's record). */
export interface LegalFacts {
  mall: string;
  legalName: string;
  address: string;
  zip: string;
  city: string;
  country: 'SK' | 'CZ';
  registration: string;
  vat: string;
  email: string;
  phone: string;
  /** The mall's website, e.g. https://www.aupark.sk. */
  origin: string;
  tenant: TenantId;
}

type Doc = 'privacy' | 'terms' | 'cookies' | 'rules';

const COUNTRY: Record<'SK' | 'CZ', Record<Locale, string>> = {
  SK: { en: 'Slovak Republic', cz: 'Slovenská republika', sk: 'Slovenská republika', de: 'Slowakische Republik' },
  CZ: { en: 'Czech Republic', cz: 'Česká republika', sk: 'Česká republika', de: 'Tschechische Republik' },
};

/** The data protection authority a visitor may complain to, by the mall's country. */
const AUTHORITY: Record<'SK' | 'CZ', { name: Record<Locale, string>; url: string }> = {
  SK: {
    name: {
      en: 'Office for Personal Data Protection of the Slovak Republic',
      cz: 'Úrad na ochranu osobných údajov Slovenskej republiky',
      sk: 'Úrad na ochranu osobných údajov Slovenskej republiky',
      de: 'Amt für den Schutz personenbezogener Daten der Slowakischen Republik',
    },
    url: 'https://dataprotection.gov.sk',
  },
  CZ: {
    name: {
      en: 'Office for Personal Data Protection (Úřad pro ochranu osobních údajů)',
      cz: 'Úřad pro ochranu osobních údajů',
      sk: 'Úrad pre ochranu osobných údajov Českej republiky',
      de: 'Amt für den Schutz personenbezogener Daten der Tschechischen Republik',
    },
    url: 'https://uoou.gov.cz',
  },
};

function identity(f: LegalFacts, lang: Locale): string {
  const country = COUNTRY[f.country][lang];
  const reg = { en: 'Company ID', cz: 'IČO', sk: 'IČO', de: 'Firmennummer' }[lang];
  const vat = { en: 'VAT ID', cz: 'DIČ', sk: 'IČ DPH', de: 'USt-IdNr.' }[lang];
  const seat = { en: 'registered office', cz: 'se sídlem', sk: 'so sídlom', de: 'mit Sitz in' }[lang];
  return `<strong>${f.legalName}</strong>, ${seat} ${f.address}, ${f.zip} ${f.city}, ${country}, ${reg} ${f.registration}, ${vat} ${f.vat}`;
}

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const privacyMail = (f: LegalFacts) => mail(`privacy@${f.tenant}.test`);

function privacy(f: LegalFacts, lang: Locale): string {
  const a = AUTHORITY[f.country];
  const authority = `<a href="${a.url}">${a.name[lang]}</a>`;
  switch (lang) {
    case 'en':
      return `<p>This policy explains how ${f.mall} handles the personal data of visitors to the shopping centre, users of the website ${f.origin} and members of its loyalty programme, in accordance with Regulation (EU) 2016/679 (GDPR).</p>
<h2>1. Who is the controller</h2>
<p>The controller of your personal data is ${identity(f, lang)}. You can reach us at ${privacyMail(f)} or by phone at ${f.phone}.</p>
<h2>2. What data we process and why</h2>
<ul>
<li><strong>Loyalty programme:</strong> name, e-mail address, phone number, date of birth, collected points, uploaded receipts and redeemed rewards, to run your membership.</li>
<li><strong>Newsletter:</strong> your e-mail address and language, to send you news and offers you have asked for.</li>
<li><strong>Contact forms and support:</strong> the content of your message and your contact details, to answer you.</li>
<li><strong>Website operation:</strong> technical data such as IP address, browser type and pages visited, to keep the website secure and working.</li>
<li><strong>Camera system:</strong> recordings from the common areas of the centre, to protect persons and property.</li>
</ul>
<h2>3. Legal bases</h2>
<p>We process data to perform a contract (loyalty programme membership), on the basis of your consent (newsletter, statistics cookies), to comply with legal obligations (accounting, tax) and for our legitimate interests (security of the centre and of the website). You can withdraw consent at any time; this does not affect processing carried out before the withdrawal.</p>
<h2>4. How long we keep data</h2>
<ul>
<li>Loyalty programme data: for the duration of your membership and 3 years after it ends.</li>
<li>Newsletter: until you unsubscribe.</li>
<li>Camera recordings: at most 15 days, unless they are needed as evidence.</li>
<li>Accounting documents: for the period required by law (10 years).</li>
</ul>
<h2>5. Who receives the data</h2>
<p>We share data only with processors who work for us under a written contract: IT and hosting providers, the e-mail delivery service, the security agency and, with your consent, Google and Meta for statistics. We do not sell personal data.</p>
<h2>6. Your rights</h2>
<ul>
<li>to access your data and obtain a copy,</li>
<li>to have inaccurate data corrected and to have data erased,</li>
<li>to restrict processing and to object to it,</li>
<li>to data portability,</li>
<li>to withdraw your consent at any time,</li>
<li>to lodge a complaint with the supervisory authority: ${authority}.</li>
</ul>
<h2>7. Contact</h2>
<p>Send any request concerning your personal data to ${privacyMail(f)} or by post to ${f.legalName}, ${f.address}, ${f.zip} ${f.city}. We answer within one month.</p>`;
    case 'cz':
      return `<p>Tyto zásady vysvětlují, jak ${f.mall} zpracovává osobní údaje návštěvníků nákupního centra, uživatelů webu ${f.origin} a členů věrnostního programu v souladu s nařízením (EU) 2016/679 (GDPR).</p>
<h2>1. Kdo je správcem</h2>
<p>Správcem vašich osobních údajů je ${identity(f, lang)}. Kontaktovat nás můžete na ${privacyMail(f)} nebo na telefonu ${f.phone}.</p>
<h2>2. Jaké údaje zpracováváme a proč</h2>
<ul>
<li><strong>Věrnostní program:</strong> jméno, e-mailová adresa, telefonní číslo, datum narození, nasbírané body, nahrané účtenky a uplatněné odměny, abychom mohli vést vaše členství.</li>
<li><strong>Newsletter:</strong> e-mailová adresa a jazyk, abychom vám mohli posílat novinky a nabídky, o které jste požádali.</li>
<li><strong>Kontaktní formuláře a podpora:</strong> obsah zprávy a kontaktní údaje, abychom vám mohli odpovědět.</li>
<li><strong>Provoz webu:</strong> technické údaje jako IP adresa, typ prohlížeče a navštívené stránky, aby byl web bezpečný a funkční.</li>
<li><strong>Kamerový systém:</strong> záznamy ze společných prostor centra pro ochranu osob a majetku.</li>
</ul>
<h2>3. Právní základy</h2>
<p>Údaje zpracováváme pro plnění smlouvy (členství ve věrnostním programu), na základě vašeho souhlasu (newsletter, statistické cookies), pro splnění právních povinností (účetnictví, daně) a z oprávněného zájmu (bezpečnost centra a webu). Souhlas můžete kdykoli odvolat; odvolání se nedotkne zpracování provedeného před ním.</p>
<h2>4. Jak dlouho údaje uchováváme</h2>
<ul>
<li>Údaje věrnostního programu: po dobu členství a 3 roky po jeho skončení.</li>
<li>Newsletter: do odhlášení odběru.</li>
<li>Kamerové záznamy: nejvýše 15 dní, pokud nejsou potřeba jako důkaz.</li>
<li>Účetní doklady: po dobu stanovenou zákonem (10 let).</li>
</ul>
<h2>5. Komu údaje předáváme</h2>
<p>Údaje předáváme pouze zpracovatelům, kteří pro nás pracují na základě písemné smlouvy: poskytovatelům IT a hostingu, službě pro doručování e-mailů, bezpečnostní agentuře a s vaším souhlasem společnostem Google a Meta pro statistiky. Osobní údaje neprodáváme.</p>
<h2>6. Vaše práva</h2>
<ul>
<li>na přístup k údajům a jejich kopii,</li>
<li>na opravu nepřesných údajů a na výmaz,</li>
<li>na omezení zpracování a vznesení námitky,</li>
<li>na přenositelnost údajů,</li>
<li>kdykoli odvolat souhlas,</li>
<li>podat stížnost u dozorového úřadu: ${authority}.</li>
</ul>
<h2>7. Kontakt</h2>
<p>Žádosti týkající se osobních údajů posílejte na ${privacyMail(f)} nebo poštou na adresu ${f.legalName}, ${f.address}, ${f.zip} ${f.city}. Odpovíme do jednoho měsíce.</p>`;
    case 'sk':
      return `<p>Tieto zásady vysvetľujú, ako ${f.mall} spracúva osobné údaje návštevníkov nákupného centra, používateľov webu ${f.origin} a členov vernostného programu v súlade s nariadením (EÚ) 2016/679 (GDPR).</p>
<h2>1. Kto je prevádzkovateľ</h2>
<p>Prevádzkovateľom vašich osobných údajov je ${identity(f, lang)}. Kontaktovať nás môžete na ${privacyMail(f)} alebo na telefóne ${f.phone}.</p>
<h2>2. Aké údaje spracúvame a prečo</h2>
<ul>
<li><strong>Vernostný program:</strong> meno, e-mailová adresa, telefónne číslo, dátum narodenia, nazbierané body, nahrané bločky a uplatnené odmeny, aby sme mohli viesť vaše členstvo.</li>
<li><strong>Newsletter:</strong> e-mailová adresa a jazyk, aby sme vám mohli posielať novinky a ponuky, o ktoré ste požiadali.</li>
<li><strong>Kontaktné formuláre a podpora:</strong> obsah správy a kontaktné údaje, aby sme vám mohli odpovedať.</li>
<li><strong>Prevádzka webu:</strong> technické údaje ako IP adresa, typ prehliadača a navštívené stránky, aby bol web bezpečný a funkčný.</li>
<li><strong>Kamerový systém:</strong> záznamy zo spoločných priestorov centra na ochranu osôb a majetku.</li>
</ul>
<h2>3. Právne základy</h2>
<p>Údaje spracúvame na plnenie zmluvy (členstvo vo vernostnom programe), na základe vášho súhlasu (newsletter, štatistické cookies), na splnenie zákonných povinností (účtovníctvo, dane) a z oprávneného záujmu (bezpečnosť centra a webu). Súhlas môžete kedykoľvek odvolať; odvolanie sa nedotkne spracúvania vykonaného pred ním.</p>
<h2>4. Ako dlho údaje uchovávame</h2>
<ul>
<li>Údaje vernostného programu: počas trvania členstva a 3 roky po jeho skončení.</li>
<li>Newsletter: do odhlásenia odberu.</li>
<li>Kamerové záznamy: najviac 15 dní, ak nie sú potrebné ako dôkaz.</li>
<li>Účtovné doklady: počas doby stanovenej zákonom (10 rokov).</li>
</ul>
<h2>5. Komu údaje poskytujeme</h2>
<p>Údaje poskytujeme len sprostredkovateľom, ktorí pre nás pracujú na základe písomnej zmluvy: poskytovateľom IT a hostingu, službe na doručovanie e-mailov, bezpečnostnej agentúre a s vaším súhlasom spoločnostiam Google a Meta na štatistiky. Osobné údaje nepredávame.</p>
<h2>6. Vaše práva</h2>
<ul>
<li>na prístup k údajom a ich kópiu,</li>
<li>na opravu nepresných údajov a na vymazanie,</li>
<li>na obmedzenie spracúvania a namietanie,</li>
<li>na prenosnosť údajov,</li>
<li>kedykoľvek odvolať súhlas,</li>
<li>podať sťažnosť dozornému orgánu: ${authority}.</li>
</ul>
<h2>7. Kontakt</h2>
<p>Žiadosti týkajúce sa osobných údajov posielajte na ${privacyMail(f)} alebo poštou na adresu ${f.legalName}, ${f.address}, ${f.zip} ${f.city}. Odpovieme do jedného mesiaca.</p>`;
    case 'de':
      return `<p>Diese Erklärung beschreibt, wie ${f.mall} die personenbezogenen Daten der Besucherinnen und Besucher des Einkaufszentrums, der Nutzer der Website ${f.origin} und der Mitglieder des Treueprogramms gemäß der Verordnung (EU) 2016/679 (DSGVO) verarbeitet.</p>
<h2>1. Verantwortlicher</h2>
<p>Verantwortlich für Ihre personenbezogenen Daten ist ${identity(f, lang)}. Sie erreichen uns unter ${privacyMail(f)} oder telefonisch unter ${f.phone}.</p>
<h2>2. Welche Daten wir verarbeiten und warum</h2>
<ul>
<li><strong>Treueprogramm:</strong> Name, E-Mail-Adresse, Telefonnummer, Geburtsdatum, gesammelte Punkte, hochgeladene Kassenbons und eingelöste Prämien, um Ihre Mitgliedschaft zu führen.</li>
<li><strong>Newsletter:</strong> Ihre E-Mail-Adresse und Sprache, um Ihnen die gewünschten Neuigkeiten und Angebote zu senden.</li>
<li><strong>Kontaktformulare und Support:</strong> der Inhalt Ihrer Nachricht und Ihre Kontaktdaten, um Ihnen zu antworten.</li>
<li><strong>Betrieb der Website:</strong> technische Daten wie IP-Adresse, Browsertyp und besuchte Seiten, damit die Website sicher und funktionsfähig bleibt.</li>
<li><strong>Kamerasystem:</strong> Aufnahmen aus den allgemeinen Bereichen des Zentrums zum Schutz von Personen und Eigentum.</li>
</ul>
<h2>3. Rechtsgrundlagen</h2>
<p>Wir verarbeiten Daten zur Erfüllung eines Vertrags (Mitgliedschaft im Treueprogramm), auf Grundlage Ihrer Einwilligung (Newsletter, Statistik-Cookies), zur Erfüllung gesetzlicher Pflichten (Buchhaltung, Steuern) und aufgrund unseres berechtigten Interesses (Sicherheit des Zentrums und der Website). Sie können Ihre Einwilligung jederzeit widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.</p>
<h2>4. Speicherdauer</h2>
<ul>
<li>Daten des Treueprogramms: für die Dauer der Mitgliedschaft und 3 Jahre danach.</li>
<li>Newsletter: bis zur Abmeldung.</li>
<li>Kameraaufnahmen: höchstens 15 Tage, sofern sie nicht als Beweismittel benötigt werden.</li>
<li>Buchhaltungsbelege: für die gesetzlich vorgeschriebene Dauer (10 Jahre).</li>
</ul>
<h2>5. Empfänger der Daten</h2>
<p>Wir geben Daten nur an Auftragsverarbeiter weiter, die auf Grundlage eines schriftlichen Vertrags für uns tätig sind: IT- und Hosting-Anbieter, den E-Mail-Versanddienst, den Sicherheitsdienst sowie mit Ihrer Einwilligung Google und Meta für Statistiken. Wir verkaufen keine personenbezogenen Daten.</p>
<h2>6. Ihre Rechte</h2>
<ul>
<li>Auskunft über Ihre Daten und eine Kopie davon,</li>
<li>Berichtigung unrichtiger Daten und Löschung,</li>
<li>Einschränkung der Verarbeitung und Widerspruch,</li>
<li>Datenübertragbarkeit,</li>
<li>Widerruf Ihrer Einwilligung jederzeit,</li>
<li>Beschwerde bei der Aufsichtsbehörde: ${authority}.</li>
</ul>
<h2>7. Kontakt</h2>
<p>Anfragen zu Ihren personenbezogenen Daten richten Sie bitte an ${privacyMail(f)} oder per Post an ${f.legalName}, ${f.address}, ${f.zip} ${f.city}. Wir antworten innerhalb eines Monats.</p>`;
  }
}

function terms(f: LegalFacts, lang: Locale): string {
  switch (lang) {
    case 'en':
      return `<p>These terms govern the use of the website ${f.origin} and membership of the ${f.mall} loyalty programme. The operator is ${identity(f, lang)}.</p>
<h2>1. Use of the website</h2>
<p>The website informs about the shops, services, events and offers of the shopping centre. Information about the offers of individual shops is provided by the shops themselves; the operator is not responsible for their accuracy, prices or availability.</p>
<h2>2. Membership of the loyalty programme</h2>
<ul>
<li>Any natural person aged 15 or over may become a member by registering on the website or in the mobile app.</li>
<li>Each person may hold one account only. The account is personal and may not be transferred.</li>
<li>The member is responsible for keeping the login details secret.</li>
</ul>
<h2>3. Points and rewards</h2>
<ul>
<li>Points are credited for purchases in the centre's shops after a receipt is uploaded within 14 days of the purchase.</li>
<li>Points are valid for 12 months from the day they were credited.</li>
<li>Rewards are redeemed for points while stocks last; their number per member may be limited.</li>
<li>Points have no cash value and cannot be exchanged for money.</li>
</ul>
<h2>4. Cancelling membership</h2>
<p>The member may cancel membership at any time in the profile settings. The operator may cancel the membership of a member who abuses the programme, in particular by uploading receipts of other persons or forged receipts; unused points then expire.</p>
<h2>5. Liability</h2>
<p>The operator makes every effort to keep the website available and its content accurate, but cannot guarantee uninterrupted operation. The operator is not liable for the content of external websites linked from this website.</p>
<h2>6. Final provisions</h2>
<p>These terms are governed by the law of the ${COUNTRY[f.country].en}. The operator may change them; the current version is always published on this page. Questions: ${mail(f.email)}.</p>`;
    case 'cz':
      return `<p>Tyto podmínky upravují používání webu ${f.origin} a členství ve věrnostním programu ${f.mall}. Provozovatelem je ${identity(f, lang)}.</p>
<h2>1. Používání webu</h2>
<p>Web informuje o obchodech, službách, akcích a nabídkách nákupního centra. Informace o nabídkách jednotlivých obchodů poskytují samotné obchody; provozovatel neodpovídá za jejich správnost, ceny ani dostupnost.</p>
<h2>2. Členství ve věrnostním programu</h2>
<ul>
<li>Členem se může stát každá fyzická osoba starší 15 let registrací na webu nebo v mobilní aplikaci.</li>
<li>Každá osoba může mít pouze jeden účet. Účet je osobní a nelze jej převést.</li>
<li>Člen odpovídá za utajení svých přihlašovacích údajů.</li>
</ul>
<h2>3. Body a odměny</h2>
<ul>
<li>Body se připisují za nákupy v obchodech centra po nahrání účtenky do 14 dnů od nákupu.</li>
<li>Body platí 12 měsíců ode dne připsání.</li>
<li>Odměny se uplatňují za body do vyčerpání zásob; jejich počet na člena může být omezen.</li>
<li>Body nemají peněžní hodnotu a nelze je směnit za peníze.</li>
</ul>
<h2>4. Zrušení členství</h2>
<p>Člen může členství kdykoli zrušit v nastavení profilu. Provozovatel může zrušit členství člena, který program zneužívá, zejména nahráváním cizích nebo padělaných účtenek; nevyužité body pak propadají.</p>
<h2>5. Odpovědnost</h2>
<p>Provozovatel vynakládá veškeré úsilí, aby byl web dostupný a jeho obsah správný, nemůže však zaručit nepřetržitý provoz. Provozovatel neodpovídá za obsah externích webů, na které tento web odkazuje.</p>
<h2>6. Závěrečná ustanovení</h2>
<p>Tyto podmínky se řídí právem ${f.country === 'CZ' ? 'České republiky' : 'Slovenské republiky'}. Provozovatel je může měnit; aktuální znění je vždy zveřejněno na této stránce. Dotazy: ${mail(f.email)}.</p>`;
    case 'sk':
      return `<p>Tieto podmienky upravujú používanie webu ${f.origin} a členstvo vo vernostnom programe ${f.mall}. Prevádzkovateľom je ${identity(f, lang)}.</p>
<h2>1. Používanie webu</h2>
<p>Web informuje o obchodoch, službách, podujatiach a ponukách nákupného centra. Informácie o ponukách jednotlivých obchodov poskytujú samotné obchody; prevádzkovateľ nezodpovedá za ich správnosť, ceny ani dostupnosť.</p>
<h2>2. Členstvo vo vernostnom programe</h2>
<ul>
<li>Členom sa môže stať každá fyzická osoba staršia ako 15 rokov registráciou na webe alebo v mobilnej aplikácii.</li>
<li>Každá osoba môže mať iba jeden účet. Účet je osobný a nemožno ho previesť.</li>
<li>Člen zodpovedá za utajenie svojich prihlasovacích údajov.</li>
</ul>
<h2>3. Body a odmeny</h2>
<ul>
<li>Body sa pripisujú za nákupy v obchodoch centra po nahratí bločku do 14 dní od nákupu.</li>
<li>Body platia 12 mesiacov odo dňa pripísania.</li>
<li>Odmeny sa uplatňujú za body do vypredania zásob; ich počet na člena môže byť obmedzený.</li>
<li>Body nemajú peňažnú hodnotu a nemožno ich vymeniť za peniaze.</li>
</ul>
<h2>4. Zrušenie členstva</h2>
<p>Člen môže členstvo kedykoľvek zrušiť v nastaveniach profilu. Prevádzkovateľ môže zrušiť členstvo člena, ktorý program zneužíva, najmä nahrávaním cudzích alebo sfalšovaných bločkov; nevyužité body potom prepadajú.</p>
<h2>5. Zodpovednosť</h2>
<p>Prevádzkovateľ vynakladá všetko úsilie, aby bol web dostupný a jeho obsah správny, nemôže však zaručiť nepretržitú prevádzku. Prevádzkovateľ nezodpovedá za obsah externých webov, na ktoré tento web odkazuje.</p>
<h2>6. Záverečné ustanovenia</h2>
<p>Tieto podmienky sa riadia právom ${f.country === 'SK' ? 'Slovenskej republiky' : 'Českej republiky'}. Prevádzkovateľ ich môže meniť; aktuálne znenie je vždy zverejnené na tejto stránke. Otázky: ${mail(f.email)}.</p>`;
    case 'de':
      return `<p>Diese Bedingungen regeln die Nutzung der Website ${f.origin} und die Mitgliedschaft im Treueprogramm von ${f.mall}. Betreiber ist ${identity(f, lang)}.</p>
<h2>1. Nutzung der Website</h2>
<p>Die Website informiert über die Geschäfte, Dienstleistungen, Veranstaltungen und Angebote des Einkaufszentrums. Angaben zu den Angeboten einzelner Geschäfte stammen von den Geschäften selbst; der Betreiber haftet nicht für deren Richtigkeit, Preise oder Verfügbarkeit.</p>
<h2>2. Mitgliedschaft im Treueprogramm</h2>
<ul>
<li>Mitglied kann jede natürliche Person ab 15 Jahren durch Registrierung auf der Website oder in der mobilen App werden.</li>
<li>Jede Person darf nur ein Konto führen. Das Konto ist persönlich und nicht übertragbar.</li>
<li>Das Mitglied ist für die Geheimhaltung seiner Zugangsdaten verantwortlich.</li>
</ul>
<h2>3. Punkte und Prämien</h2>
<ul>
<li>Punkte werden für Einkäufe in den Geschäften des Zentrums gutgeschrieben, wenn der Kassenbon innerhalb von 14 Tagen nach dem Einkauf hochgeladen wird.</li>
<li>Punkte sind 12 Monate ab dem Tag der Gutschrift gültig.</li>
<li>Prämien werden gegen Punkte eingelöst, solange der Vorrat reicht; ihre Anzahl pro Mitglied kann begrenzt sein.</li>
<li>Punkte haben keinen Geldwert und können nicht in Geld umgetauscht werden.</li>
</ul>
<h2>4. Beendigung der Mitgliedschaft</h2>
<p>Das Mitglied kann die Mitgliedschaft jederzeit in den Profileinstellungen beenden. Der Betreiber kann die Mitgliedschaft eines Mitglieds beenden, das das Programm missbraucht, insbesondere durch das Hochladen fremder oder gefälschter Kassenbons; nicht genutzte Punkte verfallen dann.</p>
<h2>5. Haftung</h2>
<p>Der Betreiber bemüht sich, die Website verfügbar und ihre Inhalte richtig zu halten, kann jedoch keinen ununterbrochenen Betrieb garantieren. Für die Inhalte externer Websites, auf die verlinkt wird, übernimmt der Betreiber keine Haftung.</p>
<h2>6. Schlussbestimmungen</h2>
<p>Diese Bedingungen unterliegen dem Recht der ${COUNTRY[f.country].de}. Der Betreiber kann sie ändern; die aktuelle Fassung ist stets auf dieser Seite veröffentlicht. Fragen: ${mail(f.email)}.</p>`;
  }
}

/** The cookies the site sets, as the consent dialog names them (web/src/features/cookie-consent). */
function cookieTable(lang: Locale): string {
  const head = {
    en: ['Cookie', 'Purpose', 'Category', 'Expires'],
    cz: ['Cookie', 'Účel', 'Kategorie', 'Platnost'],
    sk: ['Cookie', 'Účel', 'Kategória', 'Platnosť'],
    de: ['Cookie', 'Zweck', 'Kategorie', 'Ablauf'],
  }[lang];
  const necessary = { en: 'Necessary', cz: 'Nezbytné', sk: 'Nevyhnutné', de: 'Notwendig' }[lang];
  const stats = { en: 'Statistics', cz: 'Statistické', sk: 'Štatistické', de: 'Statistik' }[lang];
  const year = { en: '1 year', cz: '1 rok', sk: '1 rok', de: '1 Jahr' }[lang];
  const months6 = { en: '6 months', cz: '6 měsíců', sk: '6 mesiacov', de: '6 Monate' }[lang];
  const years2 = { en: '2 years', cz: '2 roky', sk: '2 roky', de: '2 Jahre' }[lang];
  const day = { en: '24 hours', cz: '24 hodin', sk: '24 hodín', de: '24 Stunden' }[lang];
  const months3 = { en: '3 months', cz: '3 měsíce', sk: '3 mesiace', de: '3 Monate' }[lang];
  const purpose = {
    en: ['Keeps a member signed in', 'Remembers the chosen language', 'Stores your cookie choice', 'Google Analytics: tells visits apart', 'Google Analytics: counts visits per day', 'Google Ads: measures campaigns', 'Meta pixel: measures campaigns'],
    cz: ['Udržuje přihlášení člena', 'Pamatuje si zvolený jazyk', 'Ukládá vaši volbu cookies', 'Google Analytics: rozlišuje návštěvy', 'Google Analytics: počítá denní návštěvy', 'Google Ads: měří kampaně', 'Meta pixel: měří kampaně'],
    sk: ['Udržiava prihlásenie člena', 'Pamätá si zvolený jazyk', 'Ukladá vašu voľbu cookies', 'Google Analytics: rozlišuje návštevy', 'Google Analytics: počíta denné návštevy', 'Google Ads: meria kampane', 'Meta pixel: meria kampane'],
    de: ['Hält ein Mitglied angemeldet', 'Merkt sich die gewählte Sprache', 'Speichert Ihre Cookie-Auswahl', 'Google Analytics: unterscheidet Besuche', 'Google Analytics: zählt tägliche Besuche', 'Google Ads: misst Kampagnen', 'Meta-Pixel: misst Kampagnen'],
  }[lang];
  const rows: [string, string, string, string][] = [
    ['token', purpose[0]!, necessary, year],
    ['locale', purpose[1]!, necessary, year],
    ['cookie_consent, cookie_consent_ids', purpose[2]!, necessary, months6],
    ['_ga, _ga_*', purpose[3]!, stats, years2],
    ['_gid', purpose[4]!, stats, day],
    ['_gcl_au', purpose[5]!, stats, months3],
    ['_fbp, _fbc', purpose[6]!, stats, months3],
  ];
  return `<table>
<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map(([name, why, category, expires]) => `<tr><td>${name}</td><td>${why}</td><td>${category}</td><td>${expires}</td></tr>`).join('\n')}
</tbody>
</table>`;
}

function cookies(f: LegalFacts, lang: Locale): string {
  const table = cookieTable(lang);
  switch (lang) {
    case 'en':
      return `<p>The website ${f.origin} of ${f.mall} uses cookies. This page explains which ones and why. The operator is ${identity(f, lang)}.</p>
<h2>What cookies are</h2>
<p>Cookies are small text files that a website stores in your browser. They let the website remember, for example, your language or that you are signed in.</p>
<h2>Cookies we use</h2>
<p><strong>Necessary cookies</strong> are always on: without them the website cannot work. <strong>Statistics cookies</strong> are set only with your consent; they help us understand how the website is used and measure the reach of our campaigns through Google Tag Manager and the Meta pixel.</p>
${table}
<h2>How to change your choice</h2>
<ul>
<li>Open the cookie settings at the bottom of any page and turn statistics cookies on or off.</li>
<li>You can also delete cookies in your browser's settings at any time.</li>
<li>When you withdraw consent, we remove the statistics cookies and stop loading the scripts that set them.</li>
</ul>
<h2>Contact</h2>
<p>Questions about cookies: ${privacyMail(f)}.</p>`;
    case 'cz':
      return `<p>Web ${f.origin} centra ${f.mall} používá cookies. Tato stránka vysvětluje které a proč. Provozovatelem je ${identity(f, lang)}.</p>
<h2>Co jsou cookies</h2>
<p>Cookies jsou malé textové soubory, které web ukládá ve vašem prohlížeči. Díky nim si web pamatuje například váš jazyk nebo to, že jste přihlášeni.</p>
<h2>Jaké cookies používáme</h2>
<p><strong>Nezbytné cookies</strong> jsou vždy zapnuté: bez nich web nemůže fungovat. <strong>Statistické cookies</strong> ukládáme jen s vaším souhlasem; pomáhají nám pochopit, jak se web používá, a měřit dosah kampaní prostřednictvím Google Tag Manageru a Meta pixelu.</p>
${table}
<h2>Jak změnit svou volbu</h2>
<ul>
<li>Otevřete nastavení cookies v patičce kterékoli stránky a statistické cookies zapněte nebo vypněte.</li>
<li>Cookies můžete kdykoli smazat také v nastavení prohlížeče.</li>
<li>Po odvolání souhlasu statistické cookies odstraníme a přestaneme načítat skripty, které je ukládají.</li>
</ul>
<h2>Kontakt</h2>
<p>Dotazy ke cookies: ${privacyMail(f)}.</p>`;
    case 'sk':
      return `<p>Web ${f.origin} centra ${f.mall} používa cookies. Táto stránka vysvetľuje ktoré a prečo. Prevádzkovateľom je ${identity(f, lang)}.</p>
<h2>Čo sú cookies</h2>
<p>Cookies sú malé textové súbory, ktoré web ukladá vo vašom prehliadači. Vďaka nim si web pamätá napríklad váš jazyk alebo to, že ste prihlásení.</p>
<h2>Aké cookies používame</h2>
<p><strong>Nevyhnutné cookies</strong> sú vždy zapnuté: bez nich web nemôže fungovať. <strong>Štatistické cookies</strong> ukladáme len s vaším súhlasom; pomáhajú nám pochopiť, ako sa web používa, a merať dosah kampaní prostredníctvom Google Tag Managera a Meta pixelu.</p>
${table}
<h2>Ako zmeniť svoju voľbu</h2>
<ul>
<li>Otvorte nastavenia cookies v pätičke ktorejkoľvek stránky a štatistické cookies zapnite alebo vypnite.</li>
<li>Cookies môžete kedykoľvek vymazať aj v nastaveniach prehliadača.</li>
<li>Po odvolaní súhlasu štatistické cookies odstránime a prestaneme načítavať skripty, ktoré ich ukladajú.</li>
</ul>
<h2>Kontakt</h2>
<p>Otázky k cookies: ${privacyMail(f)}.</p>`;
    case 'de':
      return `<p>Die Website ${f.origin} von ${f.mall} verwendet Cookies. Diese Seite erklärt, welche und warum. Betreiber ist ${identity(f, lang)}.</p>
<h2>Was Cookies sind</h2>
<p>Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Mit ihnen merkt sich die Website zum Beispiel Ihre Sprache oder dass Sie angemeldet sind.</p>
<h2>Welche Cookies wir verwenden</h2>
<p><strong>Notwendige Cookies</strong> sind immer aktiv: Ohne sie funktioniert die Website nicht. <strong>Statistik-Cookies</strong> setzen wir nur mit Ihrer Einwilligung; sie helfen uns zu verstehen, wie die Website genutzt wird, und die Reichweite unserer Kampagnen über Google Tag Manager und das Meta-Pixel zu messen.</p>
${table}
<h2>So ändern Sie Ihre Auswahl</h2>
<ul>
<li>Öffnen Sie die Cookie-Einstellungen in der Fußzeile jeder Seite und aktivieren oder deaktivieren Sie Statistik-Cookies.</li>
<li>Sie können Cookies auch jederzeit in den Einstellungen Ihres Browsers löschen.</li>
<li>Wenn Sie Ihre Einwilligung widerrufen, entfernen wir die Statistik-Cookies und laden die Skripte, die sie setzen, nicht mehr.</li>
</ul>
<h2>Kontakt</h2>
<p>Fragen zu Cookies: ${privacyMail(f)}.</p>`;
  }
}

function rules(f: LegalFacts, lang: Locale): string {
  switch (lang) {
    case 'en':
      return `<p>These operating rules apply to all visitors of the shopping centre ${f.mall}, ${f.address}, ${f.zip} ${f.city}, including its car park. The owner and operator is ${identity(f, lang)}. By entering the centre, visitors accept these rules.</p>
<h2>1. Opening hours</h2>
<p>The common areas are open during the centre's opening hours published on the website and at the entrances. The opening hours of individual shops, restaurants and the cinema may differ.</p>
<h2>2. Behaviour in the centre</h2>
<ul>
<li>Visitors behave considerately towards other visitors and the staff and follow the instructions of the security service.</li>
<li>Children under 10 must be accompanied by an adult, who is responsible for them.</li>
<li>Dogs are welcome on a short lead and with a muzzle; assistance dogs may enter any time.</li>
</ul>
<h2>3. What is not allowed</h2>
<ul>
<li>smoking, including electronic cigarettes, outside designated areas,</li>
<li>riding bicycles, scooters, skateboards or roller skates,</li>
<li>begging, unauthorised sale, distribution of leaflets or collections,</li>
<li>bringing weapons, explosives or other dangerous objects,</li>
<li>entering staff-only and technical areas.</li>
</ul>
<h2>4. Photography and filming</h2>
<p>Taking photographs for personal use is allowed. Commercial photography, filming and drone flights need the written consent of the centre's management (${mail(f.email)}).</p>
<h2>5. Lost and found</h2>
<p>Found items are kept by the information desk or the security service for 30 days and then handed over to the municipality.</p>
<h2>6. Safety</h2>
<p>The common areas are monitored by cameras. In an emergency, follow the instructions of the staff and the signs to the nearest exit. Call 112 in case of danger to life.</p>
<h2>7. Final provisions</h2>
<p>The security service may ask a visitor who breaks these rules to leave the centre. The rules are effective from 1 January 2026.</p>`;
    case 'cz':
      return `<p>Tento provozní řád platí pro všechny návštěvníky nákupního centra ${f.mall}, ${f.address}, ${f.zip} ${f.city}, včetně parkoviště. Vlastníkem a provozovatelem je ${identity(f, lang)}. Vstupem do centra návštěvník tento řád přijímá.</p>
<h2>1. Otevírací doba</h2>
<p>Společné prostory jsou otevřeny v otevírací době centra zveřejněné na webu a u vchodů. Otevírací doba jednotlivých obchodů, restaurací a kina se může lišit.</p>
<h2>2. Chování v centru</h2>
<ul>
<li>Návštěvníci se chovají ohleduplně k ostatním návštěvníkům i personálu a řídí se pokyny bezpečnostní služby.</li>
<li>Děti mladší 10 let musí být v doprovodu dospělé osoby, která za ně odpovídá.</li>
<li>Psi jsou vítáni na krátkém vodítku a s náhubkem; asistenční psi mohou vstoupit kdykoli.</li>
</ul>
<h2>3. Co není dovoleno</h2>
<ul>
<li>kouření včetně elektronických cigaret mimo vyhrazená místa,</li>
<li>jízda na kole, koloběžce, skateboardu nebo kolečkových bruslích,</li>
<li>žebrání, neoprávněný prodej, roznášení letáků nebo sbírky,</li>
<li>vnášení zbraní, výbušnin či jiných nebezpečných předmětů,</li>
<li>vstup do prostor určených pouze pro personál a do technických prostor.</li>
</ul>
<h2>4. Fotografování a natáčení</h2>
<p>Fotografování pro osobní potřebu je dovoleno. Komerční fotografování, natáčení a lety dronů vyžadují písemný souhlas vedení centra (${mail(f.email)}).</p>
<h2>5. Ztráty a nálezy</h2>
<p>Nalezené věci uchovává informační stánek nebo bezpečnostní služba po dobu 30 dnů a poté je předá obecnímu úřadu.</p>
<h2>6. Bezpečnost</h2>
<p>Společné prostory jsou monitorovány kamerovým systémem. V případě mimořádné události se řiďte pokyny personálu a značením k nejbližšímu východu. Při ohrožení života volejte 112.</p>
<h2>7. Závěrečná ustanovení</h2>
<p>Bezpečnostní služba může návštěvníka, který porušuje tento řád, vyzvat k opuštění centra. Řád je účinný od 1. ledna 2026.</p>`;
    case 'sk':
      return `<p>Tento prevádzkový poriadok platí pre všetkých návštevníkov nákupného centra ${f.mall}, ${f.address}, ${f.zip} ${f.city}, vrátane parkoviska. Vlastníkom a prevádzkovateľom je ${identity(f, lang)}. Vstupom do centra návštevník tento poriadok prijíma.</p>
<h2>1. Otváracie hodiny</h2>
<p>Spoločné priestory sú otvorené v otváracích hodinách centra zverejnených na webe a pri vchodoch. Otváracie hodiny jednotlivých obchodov, reštaurácií a kina sa môžu líšiť.</p>
<h2>2. Správanie v centre</h2>
<ul>
<li>Návštevníci sa správajú ohľaduplne k ostatným návštevníkom aj personálu a riadia sa pokynmi bezpečnostnej služby.</li>
<li>Deti mladšie ako 10 rokov musia byť v sprievode dospelej osoby, ktorá za ne zodpovedá.</li>
<li>Psy sú vítané na krátkom vôdzke a s náhubkom; asistenčné psy môžu vstúpiť kedykoľvek.</li>
</ul>
<h2>3. Čo nie je dovolené</h2>
<ul>
<li>fajčenie vrátane elektronických cigariet mimo vyhradených miest,</li>
<li>jazda na bicykli, kolobežke, skateboarde alebo kolieskových korčuliach,</li>
<li>žobranie, neoprávnený predaj, roznášanie letákov alebo zbierky,</li>
<li>vnášanie zbraní, výbušnín či iných nebezpečných predmetov,</li>
<li>vstup do priestorov určených len pre personál a do technických priestorov.</li>
</ul>
<h2>4. Fotografovanie a natáčanie</h2>
<p>Fotografovanie na osobnú potrebu je dovolené. Komerčné fotografovanie, natáčanie a lety dronov si vyžadujú písomný súhlas vedenia centra (${mail(f.email)}).</p>
<h2>5. Straty a nálezy</h2>
<p>Nájdené veci uschováva informačný pult alebo bezpečnostná služba 30 dní a potom ich odovzdá obecnému úradu.</p>
<h2>6. Bezpečnosť</h2>
<p>Spoločné priestory sú monitorované kamerovým systémom. V prípade mimoriadnej udalosti sa riaďte pokynmi personálu a značením k najbližšiemu východu. Pri ohrození života volajte 112.</p>
<h2>7. Záverečné ustanovenia</h2>
<p>Bezpečnostná služba môže návštevníka, ktorý porušuje tento poriadok, vyzvať na opustenie centra. Poriadok je účinný od 1. januára 2026.</p>`;
    case 'de':
      return `<p>Diese Hausordnung gilt für alle Besucherinnen und Besucher des Einkaufszentrums ${f.mall}, ${f.address}, ${f.zip} ${f.city}, einschließlich des Parkhauses. Eigentümer und Betreiber ist ${identity(f, lang)}. Mit dem Betreten des Zentrums erkennen Besucher diese Hausordnung an.</p>
<h2>1. Öffnungszeiten</h2>
<p>Die allgemeinen Bereiche sind während der auf der Website und an den Eingängen veröffentlichten Öffnungszeiten geöffnet. Die Öffnungszeiten einzelner Geschäfte, Restaurants und des Kinos können abweichen.</p>
<h2>2. Verhalten im Zentrum</h2>
<ul>
<li>Besucher verhalten sich rücksichtsvoll gegenüber anderen Besuchern und dem Personal und folgen den Anweisungen des Sicherheitsdienstes.</li>
<li>Kinder unter 10 Jahren müssen von einer erwachsenen Person begleitet werden, die für sie verantwortlich ist.</li>
<li>Hunde sind an kurzer Leine und mit Maulkorb willkommen; Assistenzhunde haben jederzeit Zutritt.</li>
</ul>
<h2>3. Was nicht erlaubt ist</h2>
<ul>
<li>Rauchen, auch von E-Zigaretten, außerhalb der dafür vorgesehenen Bereiche,</li>
<li>Fahren mit Fahrrädern, Rollern, Skateboards oder Inlineskates,</li>
<li>Betteln, unerlaubter Verkauf, Verteilen von Flugblättern oder Sammlungen,</li>
<li>Mitbringen von Waffen, Sprengstoffen oder anderen gefährlichen Gegenständen,</li>
<li>Betreten von Personal- und Technikbereichen.</li>
</ul>
<h2>4. Fotografieren und Filmen</h2>
<p>Fotografieren für den privaten Gebrauch ist erlaubt. Gewerbliche Foto- und Filmaufnahmen sowie Drohnenflüge bedürfen der schriftlichen Zustimmung der Centerleitung (${mail(f.email)}).</p>
<h2>5. Fundsachen</h2>
<p>Fundsachen werden 30 Tage am Informationsschalter oder beim Sicherheitsdienst aufbewahrt und danach der Gemeinde übergeben.</p>
<h2>6. Sicherheit</h2>
<p>Die allgemeinen Bereiche werden videoüberwacht. Folgen Sie im Notfall den Anweisungen des Personals und der Beschilderung zum nächsten Ausgang. Bei Lebensgefahr rufen Sie 112 an.</p>
<h2>7. Schlussbestimmungen</h2>
<p>Der Sicherheitsdienst kann Besucher, die gegen diese Hausordnung verstoßen, auffordern, das Zentrum zu verlassen. Die Hausordnung gilt ab dem 1. Januar 2026.</p>`;
  }
}

const BUILDERS: Record<Doc, (f: LegalFacts, lang: Locale) => string> = { privacy, terms, cookies, rules };

/**
 * Languages a tenant's document is NOT published in (CONTRACT.md "Deliberate data quirks"): the bff's
 * translation fallback (spec §5) must then show the tenant's fallback language.
 */
const MISSING: Partial<Record<TenantId, Partial<Record<Doc, Locale>>>> = {
  novoplaza: { terms: 'de' },
  europasc: { rules: 'de' },
};

function byLocale(doc: Doc, f: LegalFacts): Partial<Record<Locale, string>> {
  const missing = MISSING[f.tenant]?.[doc];
  const out: Partial<Record<Locale, string>> = {};
  for (const lang of ['en', 'cz', 'sk', 'de'] as const) if (lang !== missing) out[lang] = BUILDERS[doc](f, lang);
  return out;
}

/** The mall's own legal fields (spec §3 translation records `cookies`, `operating_rules`), per locale. */
export function mallLegalTexts(f: LegalFacts): Partial<Record<Locale, { cookies: string; operating_rules?: string }>> {
  const cookieTexts = byLocale('cookies', f);
  const ruleTexts = byLocale('rules', f);
  const out: Partial<Record<Locale, { cookies: string; operating_rules?: string }>> = {};
  for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
    const cookiesText = cookieTexts[lang];
    if (cookiesText) out[lang] = { cookies: cookiesText, ...(ruleTexts[lang] ? { operating_rules: ruleTexts[lang] } : {}) };
  }
  return out;
}

const TITLES: Record<'privacy' | 'terms', Record<Locale, string>> = {
  privacy: { en: 'Privacy policy', cz: 'Zásady ochrany osobních údajů', sk: 'Zásady ochrany osobných údajov', de: 'Datenschutzerklärung' },
  terms: { en: 'Terms and conditions', cz: 'Obchodní podmínky', sk: 'Obchodné podmienky', de: 'Allgemeine Geschäftsbedingungen' },
};

export interface LegalDocument<F extends string> {
  id: number;
  /** ISO 8601 (UTC): when the text last changed. */
  updated_at: string;
  translations: Translation<{ title: string } & Record<F, string>>[];
}

const UPDATED: Record<TenantId, string> = {
  aupark: '2026-03-01T08:00:00Z',
  galerieharfa: '2026-02-15T08:00:00Z',
  novoplaza: '2026-01-20T08:00:00Z',
  europasc: '2026-04-02T07:00:00Z',
  beta: '2026-01-01T08:00:00Z',
};

function document<F extends string>(doc: 'privacy' | 'terms', field: F, f: LegalFacts, index: number): LegalDocument<F> {
  const texts = byLocale(doc, f);
  const records: Partial<Record<Locale, { title: string } & Record<F, string>>> = {};
  for (const [lang, text] of Object.entries(texts) as [Locale, string][]) {
    records[lang] = { title: TITLES[doc][lang], [field]: text } as { title: string } & Record<F, string>;
  }
  return { id: index * 1000 + (doc === 'privacy' ? 701 : 702), updated_at: UPDATED[f.tenant], translations: translations(records) };
}

/** `GET privacy-policy` (our shape: spec §3 names the translation field `privacy_policy`). */
export function privacyPolicyFor(f: LegalFacts, index: number): LegalDocument<'privacy_policy'> {
  return document('privacy', 'privacy_policy', f, index);
}

/** `GET terms-conditions` (our shape: spec §3 names the translation field `terms_and_conditions`). */
export function termsFor(f: LegalFacts, index: number): LegalDocument<'terms_and_conditions'> {
  return document('terms', 'terms_and_conditions', f, index);
}

/** The mall's translation records with its `cookies` and `operating_rules` added (malls.ts). */
export function withLegalTexts<T extends { locale: Locale }>(records: T[], f: LegalFacts): (T & { cookies?: string; operating_rules?: string })[] {
  const texts = mallLegalTexts(f);
  return records.map((record) => ({ ...record, ...texts[record.locale] }));
}
