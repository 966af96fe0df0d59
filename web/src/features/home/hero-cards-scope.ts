import type { PostScope } from '../../graphql/generated';

// Which events the hero cards show (spec §5 settings `hero_cards_event_type`; the Czech market's
// default is `stores`): `stores` the shops' events, `mall` the mall's own, any other value all of them.

/** The scope the setting names; the bff gives the default (`stores`) when the setting is absent. */
export function heroCardsScope(eventType: string | null | undefined): PostScope {
  switch (eventType?.trim().toLowerCase()) {
    case 'stores':
      return 'STORES';
    case 'mall':
      return 'MALL';
    default:
      return 'ALL';
  }
}

/** The list route of a scope, for the cards' "all" link. */
export const scopeRoute = { ALL: 'events', MALL: 'events-mall', STORES: 'events-stores' } as const satisfies Record<PostScope, string>;
