import type { Lang } from './types';

// The offline page's texts (issue 24): the bff renders the page (bff/src/routes/offline-page.ts), the
// web's tests read what it says. The links' labels are the route table's.

export const offlinePageTexts: Readonly<Record<Lang, { title: string; lead: string; retry: string }>> = {
  en: {
    title: 'You are offline',
    lead: 'There is no connection right now. These pages work offline if you have opened them on this device before:',
    retry: 'Try again',
  },
  cz: {
    title: 'Jste offline',
    lead: 'Právě nejste připojeni k internetu. Tyto stránky fungují i bez připojení, pokud jste je na tomto zařízení už otevřeli:',
    retry: 'Zkusit znovu',
  },
  sk: {
    title: 'Ste offline',
    lead: 'Práve nie ste pripojení na internet. Tieto stránky fungujú aj bez pripojenia, ak ste ich na tomto zariadení už otvorili:',
    retry: 'Skúsiť znova',
  },
  de: {
    title: 'Sie sind offline',
    lead: 'Gerade besteht keine Verbindung. Diese Seiten funktionieren auch offline, wenn Sie sie auf diesem Gerät schon einmal geöffnet haben:',
    retry: 'Erneut versuchen',
  },
};
