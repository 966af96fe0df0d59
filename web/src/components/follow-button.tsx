import { useTranslation } from 'react-i18next';
import { useSetFollowMutation } from '../graphql/generated';
import { answerOf, MemberToggle, useMemberState } from './member-toggle';

// Following a shop (spec §7 `me/follows/companies`) from its page: for a member it follows and
// unfollows; a visitor is told it needs signing in.

export function FollowButton({ shopId, followed, name, visitorNote }: { shopId: string; followed: boolean; name: string; visitorNote: string }) {
  const { t } = useTranslation();
  const [, setFollow] = useSetFollowMutation();
  const state = useMemberState(followed, async (next) => {
    const result = await setFollow({ shopId, followed: next }, { additionalTypenames: ['Shop'] });
    return answerOf(result, (data) => data.setFollow.followed);
  });
  return (
    <MemberToggle
      pressed={state.shown}
      label={t(state.shown ? 'toggles.followingShop' : 'toggles.followShop', { name })}
      visitorNote={visitorNote}
      onToggle={state.change}
      failed={state.failed}
      busy={state.busy}
      className="follow"
      testId="shop-follow"
      noteTestId="shop-follow-message"
    >
      <span aria-hidden="true">{state.shown ? '✓' : '+'}</span> {state.shown ? t('toggles.following') : t('toggles.follow')}
    </MemberToggle>
  );
}
