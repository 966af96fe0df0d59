import { pathFor, type Lang } from '@mall/site';

// The address of the member's messages, with one conversation open (`?conversation=`, the messages
// page's query parameter; features/messages/variables.ts reads it). Shared by the screen, the header's
// notification and the support page's link to the conversation a request started.

export const conversationParam = 'conversation';

/** The messages page, with conversation `id` open (none: the list). */
export function conversationHref(lang: Lang, id: string | null = null): string {
  const path = pathFor('dashboard-messages', lang);
  return id === null ? path : `${path}?${conversationParam}=${encodeURIComponent(id)}`;
}
