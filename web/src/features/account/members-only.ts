import { matchPath, type Guard } from '@mall/site';

// What the login page says to a guest a guard sent there (issue 18, `?reason=members-only`): what is
// for members only, read from the route of the way back (its guard: offers or rewards; spec §2
// "Route guards"), so that the sentence names what the visitor asked for.

export type MembersOnlyTopic = 'offers' | 'rewards' | 'page';

export function membersOnlyTopic(returnPath: string | undefined): MembersOnlyTopic {
  const route = returnPath ? matchPath(returnPath)?.route : undefined;
  const guards: readonly Guard[] = route && 'guards' in route ? route.guards : [];
  if (guards.includes('offers-visibility')) return 'offers';
  if (guards.includes('rewards-visibility')) return 'rewards';
  return 'page';
}
