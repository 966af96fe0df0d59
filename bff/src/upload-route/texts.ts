import type { Lang } from '@mall/site';

// The upload routes' own refusals in the page's language (`?lang=`). A refused field's text is the
// forms' (`fieldErrorMessage`, @mall/site/forms), and the rate limit's is every form's
// (graphql/form-outcome.ts); these are what only an upload can be refused for.

export interface UploadTexts {
  signIn: string;
  crossSite: string;
  forbidden: string;
  notMultipart: string;
  malformed: string;
  invalid: string;
  unavailable: string;
  expired: string;
}

export const uploadTexts: Record<Lang, UploadTexts> = {
  en: {
    signIn: 'Please sign in to upload files.',
    crossSite: 'Files can be uploaded from this site only.',
    forbidden: 'This upload is not possible for your account.',
    notMultipart: 'Please send the file as a form upload (multipart/form-data).',
    malformed: 'The file did not arrive whole or arrived damaged. Please choose it and send it again.',
    invalid: 'Please check the highlighted fields.',
    unavailable: 'The upload could not be completed right now. Please try again in a moment.',
    expired: 'Your session has ended. Please sign in again.',
  },
  cz: {
    signIn: 'Pro nahrání souborů se prosím přihlaste.',
    crossSite: 'Soubory lze nahrávat jen z tohoto webu.',
    forbidden: 'Toto nahrání není pro váš účet možné.',
    notMultipart: 'Pošlete prosím soubor jako nahrání formulářem (multipart/form-data).',
    malformed: 'Soubor nedorazil celý nebo je poškozený. Vyberte ho prosím a pošlete znovu.',
    invalid: 'Zkontrolujte prosím označená pole.',
    unavailable: 'Nahrání se teď nepodařilo dokončit. Zkuste to prosím za chvíli znovu.',
    expired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
  },
  sk: {
    signIn: 'Na nahranie súborov sa, prosím, prihláste.',
    crossSite: 'Súbory možno nahrávať len z tohto webu.',
    forbidden: 'Toto nahranie nie je pre váš účet možné.',
    notMultipart: 'Pošlite, prosím, súbor ako nahranie formulárom (multipart/form-data).',
    malformed: 'Súbor neprišiel celý alebo je poškodený. Vyberte ho, prosím, a pošlite znova.',
    invalid: 'Skontrolujte, prosím, označené polia.',
    unavailable: 'Nahrávanie sa teraz nepodarilo dokončiť. Skúste to, prosím, o chvíľu znova.',
    expired: 'Vaše prihlásenie vypršalo. Prihláste sa, prosím, znova.',
  },
  de: {
    signIn: 'Bitte melden Sie sich an, um Dateien hochzuladen.',
    crossSite: 'Dateien können nur über diese Website hochgeladen werden.',
    forbidden: 'Dieser Upload ist für Ihr Konto nicht möglich.',
    notMultipart: 'Bitte senden Sie die Datei als Formular-Upload (multipart/form-data).',
    malformed: 'Die Datei ist nicht vollständig oder beschädigt angekommen. Bitte wählen Sie sie aus und senden Sie sie erneut.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    unavailable: 'Das Hochladen konnte gerade nicht abgeschlossen werden. Bitte versuchen Sie es gleich noch einmal.',
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
};
