import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CookieBanner as BannerComponent } from './cookie-banner';
import { defaultCookieGroups, optionalIdsOf, STATISTICS_ID, type CookieGroups } from './cookie-definitions';
import type { CookieSettingsDialog as SettingsDialogComponent } from './cookie-settings-dialog';
import { DEFAULT_EXPIRES_DAYS, readConsentCookies, writeConsentCookies } from './consent-cookies';
import { NOT_GIVEN, consentReducer, isEnabled, type ConsentAction, type ConsentState } from './consent-state';
// The banner's and the dialog's styles (cookie-consent.css) come with their chunks, which both import
// it; the provider's own wrapper (`.cookie-consent-page`) has its rule in the shell's (global.css).

export interface CookieConsentProviderProps {
  children?: ReactNode;
  /** The cookies page in the current language (from the route table). */
  cookiesHref: string;
  /** The privacy-policy page in the current language (from the route table). */
  privacyHref: string;
  /** Tenant config `gtmId`; empty or missing: the tag manager is not loaded. */
  gtmId?: string | null;
  /** Tenant config `metaId`; empty or missing: the Meta pixel is not loaded. */
  metaId?: string | null;
  /** Show the "Only necessary" button (spec §4 "where that button is enabled"). Default true. */
  allowNecessaryOnly?: boolean;
  /** Open the settings dialog, with no way to close it, until consent is given. Default false. */
  forceOpen?: boolean;
  /** Lifetime of the consent cookies in days. Default 180 (see consent-cookies.ts). */
  expiresDays?: number;
  /** The cookie categories. Default: necessary, and the optional statistics category STAT. */
  definitions?: CookieGroups;
  /** Called when statistics are switched off again. Default `window.location.reload()`. */
  reload?: () => void;
}

export interface CookieSettingsApi {
  /** Opens the cookie settings dialog (the footer's "Cookie settings" button). */
  open: () => void;
}

export interface CookieConsentApi {
  given: boolean;
  /** Enabled optional category ids. */
  enabledIds: readonly string[];
  isEnabled: (id: string) => boolean;
}

const CookieSettingsContext = createContext<CookieSettingsApi | null>(null);
const CookieConsentContext = createContext<CookieConsentApi | null>(null);

const reloadPage = () => window.location.reload();

// The settings dialog is its own chunk, loaded when it is first opened: most visitors never open
// it, and every page's first load carries that much less script.
let SettingsDialog: typeof SettingsDialogComponent | null = null;

/** Loads the settings dialog (tests load it up front, so that it opens at once). */
export async function loadCookieSettingsDialog(): Promise<typeof SettingsDialogComponent> {
  SettingsDialog ??= (await import('./cookie-settings-dialog')).CookieSettingsDialog;
  return SettingsDialog;
}

// The banner is a chunk of its own too: it is shown only once the browser has read the visitor's
// cookies (after hydration), and only to a visitor who has not chosen. A returning visitor's first load
// does not carry it, and a new visitor's gets it a moment after the page (the first load's script
// budget, 130 KiB).
let Banner: typeof BannerComponent | null = null;

// What a consent starts and stops (the tag manager, the pixel, their cookies): a chunk loaded only
// when there is a consent to apply, which a first visit does not have (the consent's rules it shares
// with this provider are in the libraries' chunk: vite.config.ts). When it cannot be had (offline
// before it was ever used, or gone after a deploy), this page applies nothing and the next one does.
const loadConsentScripts = () => import('./scripts');

/** Loads the banner (tests load it up front, so that it shows at once). */
export async function loadCookieBanner(): Promise<typeof BannerComponent> {
  Banner ??= (await import('./cookie-banner')).CookieBanner;
  return Banner;
}

export function CookieConsentProvider({
  children,
  cookiesHref,
  privacyHref,
  gtmId,
  metaId,
  allowNecessaryOnly = true,
  forceOpen = false,
  expiresDays = DEFAULT_EXPIRES_DAYS,
  definitions = defaultCookieGroups,
  reload = reloadPage,
}: CookieConsentProviderProps) {
  const optionalIds = useMemo(() => optionalIdsOf(definitions), [definitions]);
  // "Reading the cookies restores state on load." After hydration: the page is rendered (and cached)
  // on the server the same for every visitor, so what depends on a visitor's cookies waits for the
  // browser (DESIGN.md "The first HTML"). Until then neither banner nor scripts.
  const [consent, setConsent] = useState<ConsentState>(NOT_GIVEN);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    setConsent(readConsentCookies(document, optionalIds));
    setRestored(true);
  }, [optionalIds]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const forced = forceOpen && restored && !consent.given;
  const dialogOpen = settingsOpen || forced;
  const [, setDialogLoaded] = useState(SettingsDialog !== null);
  useEffect(() => {
    if (dialogOpen && SettingsDialog === null) void loadCookieSettingsDialog().then(() => setDialogLoaded(true));
  }, [dialogOpen]);
  const bannerShown = restored && !consent.given && !forced;
  const [, setBannerLoaded] = useState(Banner !== null);
  useEffect(() => {
    if (bannerShown && Banner === null) void loadCookieBanner().then(() => setBannerLoaded(true));
  }, [bannerShown]);

  // What the page has been set up for; on load nothing is, so a restored consent loads its scripts.
  const applied = useRef({ consent: NOT_GIVEN, gtmId, metaId });
  useEffect(() => {
    const prev = applied.current;
    applied.current = { consent, gtmId, metaId };
    // Nothing to apply without a consent (applyConsent starts with that): its code is loaded only then.
    if (prev.consent !== consent && consent.given) {
      void loadConsentScripts().then(({ applyConsent }) => applyConsent(document, prev.consent, consent, { groups: definitions, gtmId, metaId, reload }), () => undefined);
    } else if ((prev.gtmId !== gtmId || prev.metaId !== metaId) && isEnabled(consent, STATISTICS_ID)) {
      // The tenant config may arrive after the restored consent: load what it now allows.
      void loadConsentScripts().then(({ loadStatisticsScripts }) => loadStatisticsScripts(document, { gtmId, metaId }), () => undefined);
    }
  }, [consent, gtmId, metaId, definitions, reload]);

  const decide = useCallback(
    (action: ConsentAction) => {
      const next = consentReducer(consent, action, { optionalIds, allowNecessaryOnly });
      if (next !== consent) {
        writeConsentCookies(document, next, expiresDays);
        setConsent(next);
      }
      setSettingsOpen(false);
    },
    [consent, optionalIds, allowNecessaryOnly, expiresDays],
  );

  const open = useCallback(() => setSettingsOpen(true), []);
  const close = useCallback(() => setSettingsOpen(false), []);
  const settingsApi = useMemo<CookieSettingsApi>(() => ({ open }), [open]);
  const consentApi = useMemo<CookieConsentApi>(
    () => ({
      given: consent.given,
      enabledIds: consent.given ? consent.enabledIds : [],
      isEnabled: (id: string) => isEnabled(consent, id),
    }),
    [consent],
  );

  return (
    <CookieSettingsContext.Provider value={settingsApi}>
      <CookieConsentContext.Provider value={consentApi}>
        {/* While the dialog is open the page behind it is inert: no focus, no clicks, hidden from screen readers. */}
        <div className="cookie-consent-page" inert={dialogOpen}>
          {/* First in the page, so that keyboard and screen-reader users meet it first. */}
          {bannerShown && Banner && (
            <Banner
              cookiesHref={cookiesHref}
              allowNecessaryOnly={allowNecessaryOnly}
              onAcceptAll={() => decide({ type: 'acceptAll' })}
              onAcceptNecessary={() => decide({ type: 'acceptNecessary' })}
              onOpenSettings={open}
            />
          )}
          {children}
        </div>
        {dialogOpen && SettingsDialog && (
          <SettingsDialog
            groups={definitions}
            consent={consent}
            forced={forced}
            cookiesHref={cookiesHref}
            privacyHref={privacyHref}
            onAction={decide}
            onClose={close}
          />
        )}
      </CookieConsentContext.Provider>
    </CookieSettingsContext.Provider>
  );
}

export function useCookieSettings(): CookieSettingsApi {
  const api = useContext(CookieSettingsContext);
  if (!api) throw new Error('useCookieSettings must be used inside <CookieConsentProvider>');
  return api;
}

/** The visitor's current choice, for features that embed third-party content. */
export function useCookieConsent(): CookieConsentApi {
  const api = useContext(CookieConsentContext);
  if (!api) throw new Error('useCookieConsent must be used inside <CookieConsentProvider>');
  return api;
}
