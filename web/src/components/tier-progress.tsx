import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toHtmlLang } from '@mall/site';
import type { TierProgressFragment } from '../graphql/generated';
import { useLang } from '../lib/use-lang';
import { ProgressBar } from './progress-bar';
import './tier-progress.css';

// The member's tier and the way to the next one (issue 10 "my points"; spec §9: the progress percent is
// rounded down to a multiple of 10, 100 when complete — the bff gives it so): the tier in its colour, a
// bar, and the points still missing in the page's point wording (1 / 2–4 / 5+). The dashboard's card
// and the my-points screen both show it, each selecting the fragment of tier-progress.graphql.

export function TierProgress({ tier: member, headingLevel = 3 }: { tier: TierProgressFragment; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLang();
  const percent = new Intl.NumberFormat(toHtmlLang(lang), { style: 'percent' }).format(member.progress / 100);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const style = member.tier.color ? ({ '--tier-color': member.tier.color } as CSSProperties) : undefined;
  return (
    <div className="tier-progress" style={style} data-testid="tier-progress">
      <Heading className="tier-progress__title">
        <span className="tier-progress__label">{t('tier.label')}</span> <span data-testid="tier-name">{member.tier.name}</span>
      </Heading>
      <div className="tier-progress__track">
        <ProgressBar percent={member.progress} valueText={percent} label={member.next ? t('tier.progressLabel', { tier: member.next.name }) : t('tier.top')} testId="tier-progress-bar" />
        <span className="tier-progress__percent" aria-hidden="true">
          {percent}
        </span>
      </div>
      <p className="tier-progress__next" data-testid="tier-next">
        {member.next && member.pointsToNext !== null ? t('tier.toNext', { tier: member.next.name, points: t('plural.points', { count: member.pointsToNext }) }) : t('tier.top')}
      </p>
      <p className="tier-progress__collected">{t('tier.collected', { points: t('plural.points', { count: member.points }) })}</p>
    </div>
  );
}
