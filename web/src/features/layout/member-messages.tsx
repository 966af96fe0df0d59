import { Suspense, use } from 'react';
import type { Lang } from '@mall/site';
import { readableByUse } from '../../lib/readable-by-use';
import type * as HeaderMessagesModule from './header-messages';

// The header's messages (header-messages.tsx: the link with the unread count, the notification of a
// new message) are a member's only. They are a chunk of their own, loaded when a member's header
// renders: a visitor's first load does not carry them (issue 23: the first load's budget). The
// server's render and the browser's hydration of a member's page load them first
// (`loadMemberMessages`), so both render them at once, the same. Their styles (header-messages.css)
// come with the chunk; a member's first HTML inlines them (the bff's web-build.ts `styles.member`).

type Loaded = typeof HeaderMessagesModule | { HeaderMessages: null };

let loading: Promise<Loaded> | undefined;

/**
 * The messages' module, loaded once (readable by React's `use` once settled). It never rejects: a
 * chunk that cannot be had (offline, gone after a deploy) shows no messages link until the next page
 * load, and throws nothing (a header that asked again at each render would suspend again at each
 * render).
 */
export function loadMemberMessages(): Promise<Loaded> {
  loading ??= readableByUse(import('./header-messages').catch((): Loaded => ({ HeaderMessages: null })));
  return loading;
}

function Messages({ lang }: { lang: Lang }) {
  const { HeaderMessages } = use(loadMemberMessages());
  return HeaderMessages && <HeaderMessages lang={lang} />;
}

/** The member's messages in the header (their link and notification), once their code is here. */
export function MemberMessages({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <Messages lang={lang} />
    </Suspense>
  );
}
