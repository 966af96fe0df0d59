import { useTranslation } from 'react-i18next';
import { useSetLikeMutation } from '../graphql/generated';
import type { LikeType } from '../graphql/types';
import { answerOf, MemberToggle, useMemberState } from './member-toggle';

// The like of a reward or an offer (spec §3 customer_like, §4 Like: null or `{ reaction }`), on their
// cards and pages. For a member it likes and unlikes; the lists and pages holding the item are asked
// again (urql drops its cached results of that type), so a list left and come back to agrees.

const typenames: Record<LikeType, string> = { REWARD: 'Reward', PRODUCT: 'Offer' };

export interface LikeButtonProps {
  type: LikeType;
  id: string;
  liked: boolean;
  /** The item's title, in the button's accessible name. */
  title: string;
  /** What a visitor is told (the caller's words: liking rewards, liking offers). */
  visitorNote: string;
}

export function LikeButton({ type, id, liked, title, visitorNote }: LikeButtonProps) {
  const { t } = useTranslation();
  const [, setLike] = useSetLikeMutation();
  const state = useMemberState(liked, async (next) => {
    const result = await setLike({ type, id, liked: next }, { additionalTypenames: [typenames[type]] });
    return answerOf(result, (data) => data.setLike.liked);
  });
  return (
    <MemberToggle
      pressed={state.shown}
      label={t(state.shown ? 'toggles.likedItem' : 'toggles.likeItem', { title })}
      visitorNote={visitorNote}
      onToggle={state.change}
      failed={state.failed}
      busy={state.busy}
      className="like"
      testId="like-button"
      noteTestId="like-note"
    >
      <span aria-hidden="true">{state.shown ? '♥' : '♡'}</span> {state.shown ? t('toggles.liked') : t('toggles.like')}
    </MemberToggle>
  );
}
