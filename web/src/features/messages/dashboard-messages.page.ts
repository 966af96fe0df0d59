import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MessagesPageDocument, type MessagesPageQuery, type MessagesPageQueryVariables } from '../../graphql/generated';
import { messagesQuery, messagesVariables } from './variables';

// Messages (issue 20: /en/messages, cz /cz/zpravy, sk /sk/spravy, de /de/dashboard/messages): the
// member's conversations with the mall, one open beside them (`?conversation=`). A member's page:
// guarded, rendered for the member on the server, never kept in a shared cache. A conversation that
// is not the member's is not an error page: the screen says it is not found, beside the list.
export default definePage<MessagesPageQuery, MessagesPageQueryVariables, ComponentType>({
  route: 'dashboard-messages',
  document: MessagesPageDocument,
  variables: messagesVariables,
  head: (_data, { t }) => ({ title: t('messages:head.title'), indexable: false }),
  query: messagesQuery,
  view: () => import('./messages-screen'),
});
