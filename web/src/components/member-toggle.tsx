import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CombinedError } from 'urql';
import { loginPathFor } from '@mall/site';
import { useShellQuery } from '../graphql/generated';
import { useSession } from '../lib/session';
import { useLang } from '../lib/use-lang';
import { PrefetchLink } from './prefetch-link';
import './member-toggle.css';

// What the like, follow and thumb buttons share (issue 10 "Favourites"; spec §4 Like): for a member,
// the state follows the click at once and the change is sent (the bff lays the member's own state over
// the public lists, so a list the server renders for them shows it too); a refusal puts it back and
// says so. A visitor gets the note that it needs signing in, with the way to sign in and back here
// where the mall has sign-in (a session that ends meanwhile goes to sign-in by itself: urql-client).

/** Whether the mall has sign-in (the layout's settings, already loaded: never a request of its own). */
function useSignInAvailable(): boolean {
  const lang = useLang();
  const [{ data }] = useShellQuery({ variables: { lang }, requestPolicy: 'cache-only' });
  return data?.settings?.isAuthenticationActive ?? true;
}

/** The note a visitor gets: what needs signing in, and a link to sign in and come back. */
export function SignInNote({ text }: { text: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const available = useSignInAvailable();
  return (
    <span className="member-toggle__note" data-testid="sign-in-note">
      {text}
      {available && (
        <>
          {' '}
          <PrefetchLink to={loginPathFor(lang, `${pathname}${search}`)}>{t('toggles.signIn')}</PrefetchLink>
        </>
      )}
    </span>
  );
}

/** A change's answer: the state the platform keeps, or no answer (an error, or none at all). */
export type ChangeAnswer<T> = { ok: true; value: T } | { ok: false; error?: CombinedError };

/** Reads a mutation's result: its field's state when it has data, else the failure. */
export function answerOf<D, T>(result: { data?: D; error?: CombinedError }, pick: (data: D) => T): ChangeAnswer<T> {
  return result.data ? { ok: true, value: pick(result.data) } : { ok: false, error: result.error };
}

/**
 * A member's state that follows the click at once: `value` as the server last said it, `send` the
 * change. Returns the shown state, the change, and whether it failed or is on its way.
 */
export function useMemberState<T>(value: T, send: (next: T) => Promise<ChangeAnswer<T>>) {
  const [shown, setShown] = useState(value);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A new answer from the server (a refetch after the change) is the truth.
  useEffect(() => setShown(value), [value]);
  const change = async (next: T) => {
    const before = shown;
    setShown(next);
    setFailed(false);
    setBusy(true);
    const answer = await send(next);
    setBusy(false);
    if (!answer.ok) {
      setShown(before);
      // An ended session is not this button's to explain: the member is on the way to sign in.
      if (!answer.error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) setFailed(true);
      return;
    }
    setShown(answer.value);
  };
  return { shown, failed, busy, change };
}

export interface MemberToggleProps {
  pressed: boolean;
  /** The accessible name: what the button does, to what. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** A visitor's note (why it needs signing in). */
  visitorNote: string;
  onToggle(next: boolean): Promise<void> | void;
  failed: boolean;
  busy: boolean;
  className?: string;
  testId: string;
  /** The test id of the note under the button. */
  noteTestId: string;
}

/** A toggle button for a member; for a visitor, the same button explains instead. */
export function MemberToggle({ pressed, label, children, visitorNote, onToggle, failed, busy, className = '', testId, noteTestId }: MemberToggleProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [explained, setExplained] = useState(false);
  const noteId = useId();
  const message = !signedIn && explained ? <SignInNote text={visitorNote} /> : failed ? t('toggles.saveFailed') : null;
  return (
    <div className={`member-toggle ${className}`}>
      <button
        type="button"
        className="member-toggle__button"
        aria-pressed={signedIn ? pressed : false}
        aria-label={label}
        aria-describedby={message ? noteId : undefined}
        aria-busy={busy || undefined}
        onClick={() => (signedIn ? void onToggle(!pressed) : setExplained(true))}
        data-testid={testId}
      >
        {children}
      </button>
      <p id={noteId} className="member-toggle__status" role="status" data-testid={noteTestId}>
        {message}
      </p>
    </div>
  );
}
