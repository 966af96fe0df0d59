import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useActivateRewardMutation, type CustomerRewardItemFragment } from '../../graphql/generated';
import type { RewardAvailability } from '../../graphql/types';
import { useLang } from '../../lib/use-lang';

// Activating a reward of the catalogue (spec §7 POST customer-rewards): what the member can do with it
// now. Available: a button, then a confirmation (points are spent at once), then the answer: the code,
// with the way to its page for the cashier, or the platform's reason for refusing, said clearly. Not
// available: the reason, in words (no disabled button a keyboard cannot reach). The screen's data is
// asked again after an activation (its rewards and balance change): urql drops the cached results
// holding the activated types.

type Outcome = { kind: 'done'; item: CustomerRewardItemFragment } | { kind: 'refused'; refusal: RewardAvailability } | { kind: 'failed' } | null;

export interface ActivateControlProps {
  rewardId: string;
  title: string;
  points: number;
  availability: RewardAvailability;
  pointsShort: number;
}

export function ActivateControl({ rewardId, title, points, availability, pointsShort }: ActivateControlProps) {
  const lang = useLang();
  const { t } = useTranslation('member-rewards');
  const { t: common } = useTranslation();
  const [, activate] = useActivateRewardMutation();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const pointsText = common('plural.points', { count: points });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const send = async () => {
    setSending(true);
    const result = await activate({ lang, rewardId });
    setSending(false);
    setConfirming(false);
    const answer = result.data?.activateReward;
    if (answer?.ok && answer.customerReward) setOutcome({ kind: 'done', item: answer.customerReward });
    else if (answer?.refusal) setOutcome({ kind: 'refused', refusal: answer.refusal });
    // An ended session goes to sign-in by itself (urql-client); anything else is said here.
    else if (!result.error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) setOutcome({ kind: 'failed' });
  };

  const cancel = () => {
    setConfirming(false);
    // Back to where the member was: the button that opened the confirmation.
    requestAnimationFrame(() => startRef.current?.focus());
  };

  return (
    <div className="activate" data-testid="activate">
      <div role="status" className="activate__outcome" data-testid="activate-outcome">
        {outcome?.kind === 'done' && (
          <p className="activate__done">
            {t('catalogue.activated')}{' '}
            <PrefetchLink to={pathFor('my-reward', lang, { id: outcome.item.id })} data-testid="activated-code">
              <span className="code">{outcome.item.code}</span>
            </PrefetchLink>
          </p>
        )}
        {outcome?.kind === 'refused' && <p className="activate__refused">{t(`catalogue.refused.${outcome.refusal}` as 'catalogue.refused.SOLD_OUT')}</p>}
        {outcome?.kind === 'failed' && <p className="activate__refused">{t('catalogue.failed')}</p>}
      </div>
      {availability !== 'AVAILABLE' ? (
        <p className="activate__reason" data-testid="availability" data-availability={availability}>
          {availability === 'INSUFFICIENT_POINTS'
            ? t('catalogue.availability.INSUFFICIENT_POINTS', { points: common('plural.points', { count: pointsShort }) })
            : t(`catalogue.availability.${availability}` as 'catalogue.availability.SOLD_OUT')}
        </p>
      ) : confirming ? (
        <div className="activate__confirm" role="group" aria-label={t('catalogue.activate')}>
          <p>{t('catalogue.confirm', { title, points: pointsText })}</p>
          <div className="activate__buttons">
            <button ref={confirmRef} type="button" className="button activate__button" onClick={() => void send()} disabled={sending} aria-busy={sending || undefined} data-testid="activate-confirm">
              {t('catalogue.confirmYes')}
            </button>
            <button type="button" className="button button--quiet" onClick={cancel} disabled={sending}>
              {t('catalogue.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startRef}
          type="button"
          className="button activate__button"
          onClick={() => {
            setOutcome(null);
            setConfirming(true);
          }}
          aria-label={`${t('catalogue.activate')}: ${title}`}
          data-testid="activate-button"
        >
          {t('catalogue.activate')}
        </button>
      )}
    </div>
  );
}
