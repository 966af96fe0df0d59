import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieDefinition, CookieGroups } from './cookie-definitions';
import { initialSelection, sameSelection, type ConsentAction, type ConsentState } from './consent-state';
import { useFocusTrap } from './use-focus-trap';
import './cookie-consent.css';

export interface CookieSettingsDialogProps {
  groups: CookieGroups;
  consent: ConsentState;
  /** "The dialog can be forced open until consent is given" (spec §2): no close button, no Escape. */
  forced: boolean;
  cookiesHref: string;
  privacyHref: string;
  onAction: (action: ConsentAction) => void;
  onClose: () => void;
}

export function CookieSettingsDialog({
  groups,
  consent,
  forced,
  cookiesHref,
  privacyHref,
  onAction,
  onClose,
}: CookieSettingsDialogProps) {
  const { t } = useTranslation('cookie-consent');
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [saved] = useState(() => initialSelection(consent, groups));
  const [selection, setSelection] = useState<string[]>(saved);
  const unsaved = !sameSelection(selection, saved);

  useFocusTrap(dialog, forced ? null : onClose);

  const toggle = (id: string, on: boolean) =>
    setSelection((current) => (on ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id)));

  const renderGroup = (group: 'necessary' | 'optional', definitions: readonly CookieDefinition[]) => (
    <section className="cookie-dialog__group" aria-labelledby={`${titleId}-${group}`}>
      <h3 id={`${titleId}-${group}`} className="cookie-dialog__group-title">
        {t(`groups.${group}`)}
      </h3>
      <ul className="cookie-dialog__categories">
        {definitions.map((definition) => {
          const inputId = `${titleId}-${definition.id}`;
          const necessary = group === 'necessary';
          return (
            <li key={definition.id} className="cookie-dialog__category">
              <div className="cookie-dialog__category-head">
                <label htmlFor={inputId} className="cookie-dialog__category-name">
                  {t(definition.name)}
                  {necessary && <span className="cookie-dialog__always-on"> ({t('dialog.alwaysOn')})</span>}
                </label>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  className="cookie-switch"
                  checked={necessary || selection.includes(definition.id)}
                  disabled={necessary}
                  aria-describedby={`${inputId}-description`}
                  onChange={(event) => toggle(definition.id, event.currentTarget.checked)}
                />
              </div>
              <p id={`${inputId}-description`} className="cookie-dialog__description">
                {t(definition.description)}
              </p>
              {definition.targetCookieIds.length > 0 && (
                <p className="cookie-dialog__cookie-names">
                  {t('dialog.cookieNames', { names: definition.targetCookieIds.join(', ') })}
                </p>
              )}
              {definition.links.length > 0 && (
                <ul className="cookie-dialog__links">
                  {definition.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {t(link.label)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <div className="cookie-dialog__backdrop">
      <div
        ref={dialog}
        className="cookie-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
      >
        <header className="cookie-dialog__header">
          <h2 id={titleId} className="cookie-dialog__title">
            {t('dialog.title')}
          </h2>
          {!forced && (
            <button type="button" className="cookie-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </header>
        <div className="cookie-dialog__content">
          <p id={introId}>{t('dialog.intro')}</p>
          <ul className="cookie-dialog__links cookie-dialog__links--pages">
            <li>
              <a href={cookiesHref}>{t('dialog.cookiesLink')}</a>
            </li>
            <li>
              <a href={privacyHref}>{t('dialog.privacyLink')}</a>
            </li>
          </ul>
          {renderGroup('necessary', groups.necessary)}
          {groups.optional.length > 0 && renderGroup('optional', groups.optional)}
        </div>
        <footer className="cookie-dialog__footer">
          {/* Always present so that the notice is announced when it appears. */}
          <p className="cookie-dialog__unsaved" role="status">
            {unsaved ? t('dialog.unsaved') : ''}
          </p>
          <div className="cookie-dialog__actions">
            <button type="button" className="cookie-button cookie-button--secondary" onClick={() => onAction({ type: 'declineAll' })}>
              {t('dialog.declineAll')}
            </button>
            <button
              type="button"
              className="cookie-button cookie-button--secondary"
              onClick={() => onAction({ type: 'saveSelection', ids: selection })}
            >
              {t('dialog.save')}
            </button>
            <button type="button" className="cookie-button" onClick={() => onAction({ type: 'acceptAll' })}>
              {t('dialog.acceptAll')}
            </button>
          </div>
        </footer>
      </div>
    </div>
  );
}
