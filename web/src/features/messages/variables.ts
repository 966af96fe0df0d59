import type { PageContext, QueryRules } from '@mall/site';
import type { MessagesPageQueryVariables } from '../../graphql/generated';
import { conversationParam } from '../../lib/conversation-link';

// What the messages' page module and its view share: the conversation the member opened is the
// query's `?conversation=` (the platform's id, digits); anything else opens none.

/** A conversation's id as the platform writes it (digits, no leading zero), or null: none is open. */
export const conversationRule = (value: string): string | null => (/^[1-9]\d{0,15}$/.test(value) ? value : null);

export const messagesQuery: QueryRules = { [conversationParam]: conversationRule };

/** The open conversation's id, or null. */
export function openConversation({ query }: Pick<PageContext, 'query'>): string | null {
  return query?.[conversationParam] ?? null;
}

export function messagesVariables(context: PageContext): MessagesPageQueryVariables {
  const open = openConversation(context);
  return { lang: context.lang, conversation: open ?? '', open: open !== null };
}
