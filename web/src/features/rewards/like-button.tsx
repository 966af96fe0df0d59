import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARDS_NS } from './i18n';

// The like of a reward (spec §3 customer_like, §4 Like: null or `{ reaction }`). Liking is a member's:
// for a visitor the button says so instead of liking (the members issue brings signing in; until then
// there is no page to send them to, and no dead link).

export function LikeButton({ liked, title }: { liked: boolean; title: string }) {
  const { t } = useTranslation(REWARDS_NS);
  const [explained, setExplained] = useState(false);
  const noteId = useId();
  return (
    <div className="like">
      <button
        type="button"
        className="like__button"
        aria-pressed={liked}
        aria-label={`${liked ? t('liked') : t('like')}: ${title}`}
        aria-describedby={explained ? noteId : undefined}
        onClick={() => setExplained(true)}
        data-testid="like-button"
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? t('liked') : t('like')}
      </button>
      <p id={noteId} className="like__note" role="status" data-testid="like-note">
        {explained ? t('likeNeedsSignIn') : ''}
      </p>
    </div>
  );
}
