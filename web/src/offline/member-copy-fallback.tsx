import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/site';
import { readMemberCopies, type MemberCopies } from './member-copy';
import { memberCopyTexts } from './member-copy-texts';
import { memberCopiesElement } from './member-copy-view';
import './member-copy.css';

// A member's screen whose query failed for want of a network (issue 24: "the screen says when the copy
// was taken"): what this device kept of it, in the offline page's very elements (member-copy-view.ts),
// with "Copy from …". With nothing kept, the screen's own error stands (`error`, thrown for the route's
// error screen), as it would without this.

export interface MemberCopyFallbackProps {
  lang: Lang;
  /** A reward's page shows that reward's code only; the dashboard (no id) all that is kept. */
  rewardId?: string;
  /** The screen's error, thrown when nothing is kept for it. */
  error: Error;
}

export function MemberCopyFallback({ lang, rewardId, error }: MemberCopyFallbackProps) {
  const { t: common } = useTranslation();
  // undefined: still reading the device's copy.
  const [copies, setCopies] = useState<MemberCopies | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void readMemberCopies().then((read) => {
      if (current) setCopies(rewardId === undefined ? read : { pass: null, rewards: read.rewards.filter((reward) => reward.id === rewardId) });
    });
    return () => {
      current = false;
    };
  }, [rewardId]);
  const section = useMemo(() => (copies ? memberCopiesElement(copies, lang) : null), [copies, lang]);
  useEffect(() => {
    // The section is plain DOM, built from stored text with textContent only; React renders nothing inside.
    container.current?.replaceChildren(...(section ? [section] : []));
  }, [section]);
  if (copies === undefined) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!section) throw error;
  return (
    <div className="member-copy-fallback" data-testid="member-copy-fallback">
      <p className="page-status" role="status">
        {memberCopyTexts(lang).offline}
      </p>
      <div ref={container} />
    </div>
  );
}
