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
  const button = (thumb: ThumbValue, icon: string, text: string) => {
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
        <span aria-hidden="true">{icon}</span> {text}
      </button>
    );
  };
  return (
    <div className="member-toggle thumbs" role="group" aria-label={t('toggles.thumbsLabel', { title })} data-testid="thumbs">
      <div className="thumbs__buttons">
        {button('UP', '👍', t('toggles.thumbUp'))}
        {button('DOWN', '👎', t('toggles.thumbDown'))}
      </div>
      <p id={noteId} className="member-toggle__status" role="status" data-testid="thumbs-note">
        {message}
      </p>
    </div>
  );
}
