import { useEffect, useState } from 'react';

// Whether the visitor allows statistics cookies (spec §3 "Cookie definition": the statistics category
// has id STAT; §4: consent and the enabled ids are stored in cookies). A feature does not import
// another, so this reads the consent feature's two cookies (`cookie_consent` = 1 and the ids in
// `cookie_consent_ids`, features/cookie-consent/cookie-definitions.ts) rather than its context. It is
// decided in the browser after hydration only: the server's page is the same for everyone (cached
// pages never depend on cookies), so the first render always says no.

export const STATISTICS_ID = 'STAT';

/** STAT is allowed by this cookie string. */
export function statisticsAllowed(cookieString: string): boolean {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as it is
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  if (cookies.get('cookie_consent') !== '1') return false;
  return (cookies.get('cookie_consent_ids') ?? '').split(',').some((id) => id.trim() === STATISTICS_ID);
}

interface CookieStoreLike {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** Statistics consent, followed while the page is open (a choice made in the banner shows at once). */
export function useStatisticsConsent(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const check = () => setAllowed(statisticsAllowed(document.cookie));
    check();
    const store = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
    if (store) {
      store.addEventListener('change', check);
      return () => store.removeEventListener('change', check);
    }
    // Without the Cookie Store API (Firefox, older Safari): look again now and then.
    const timer = window.setInterval(check, 2000);
    return () => window.clearInterval(timer);
  }, []);
  return allowed;
}
