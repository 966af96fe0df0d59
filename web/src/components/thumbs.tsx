import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { useSetThumbMutation } from '../graphql/generated';
import type { ThumbType, ThumbValue } from '../graphql/types';
import { answerOf, SignInNote, useMemberState } from './member-toggle';
import './member-toggle.css';

// Thumbs up or down on an event or a news item (our design of spec §7 `me/thumbs`): two toggle buttons,
// at most one pressed; pressing the pressed one takes the thumb back. The member's thumbs are listed
// on their favourites page. A visitor is told it needs signing in.

/** A thumb drawn (not an emoji: not every system has the font), turned over for down. */
function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg className={`thumbs__icon${down ? ' thumbs__icon--down' : ''}`} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z"
      />
    </svg>
  );
}

export function Thumbs({ type, id, value, title }: { type: ThumbType; id: string; value: ThumbValue | null; title: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [explained, setExplained] = useState(false);
  const noteId = useId();
  const [, setThumb] = useSetThumbMutation();
  const state = useMemberState<ThumbValue | null>(value, async (next) => {
    const result = await setThumb({ type, id, value: next }, { additionalTypenames: [type === 'EVENT' ? 'Event' : 'NewsItem', 'RatedPost'] });
    return answerOf(result, (data) => data.setThumb.value ?? null);
  });
  const message = !signedIn && explained ? <SignInNote text={t('toggles.thumbNeedsSignIn')} /> : state.failed ? t('toggles.saveFailed') : null;
  const button = (thumb: ThumbValue, text: string) => {
    const pressed = signedIn && state.shown === thumb;
    return (
      <button
        type="button"
        className="member-toggle__button"
        aria-pressed={pressed}
        aria-describedby={message ? noteId : undefined}
        onClick={() => (signedIn ? void state.change(pressed ? null : thumb) : setExplained(true))}
        data-testid={`thumb-${thumb.toLowerCase()}`}
      >
        <ThumbIcon down={thumb === 'DOWN'} /> {text}
      </button>
    );
  };
  return (
    <div className="member-toggle thumbs" role="group" aria-label={t('toggles.thumbsLabel', { title })} data-testid="thumbs">
      <div className="thumbs__buttons">
        {button('UP', t('toggles.thumbUp'))}
        {button('DOWN', t('toggles.thumbDown'))}
      </div>
      <p id={noteId} className="member-toggle__status" role="status" data-testid="thumbs-note">
        {message}
      </p>
    </div>
  );
}
