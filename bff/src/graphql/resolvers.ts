import { GraphQLScalarType } from 'graphql';
import { accountAccessResolvers } from '../account/access-resolvers';
import { accountResolvers } from '../account/resolvers';
import { amenitiesResolvers } from '../amenities/resolvers';
import { awardsResolvers } from '../awards/resolvers';
import { catalogResolvers } from '../catalog/resolvers';
import { commonResolvers } from '../common/resolvers';
import { contentResolvers } from '../content/resolvers';
import { eventsResolvers } from '../events/resolvers';
import { favouritesResolvers } from '../favourites/resolvers';
import { floorplanResolvers } from '../floorplan/resolvers';
import { loyaltyResolvers } from '../loyalty/resolvers';
import { formsResolvers } from '../forms/resolvers';
import { mallResolvers } from '../mall/resolvers';
import { newsResolvers } from '../news/resolvers';
import { offersResolvers } from '../offers/resolvers';
import { pagesResolvers } from '../pages/resolvers';
import { parkingPassResolvers } from '../parking-pass/resolvers';
import { paymentsResolvers } from '../payments/resolvers';
import { profileResolvers } from '../profile/resolvers';
import { receiptsResolvers } from '../receipts/resolvers';
import { redirectsResolvers } from '../redirects/resolvers';
import { memberRewardsResolvers } from '../rewards/member-resolvers';
import { rewardsResolvers } from '../rewards/resolvers';
import { searchResolvers } from '../search/resolvers';
import { supportResolvers } from '../support/resolvers';
import { settingsResolvers } from '../settings/resolvers';
import { tenantResolvers } from '../tenant/resolvers';
import { uploadsResolvers } from '../uploads/resolvers';
import { visitorPagesResolvers } from '../visitor-pages/resolvers';
import type { Resolvers } from './generated';

// The one place the domains' resolvers meet (one folder per schema/<domain>.graphql). Each domain
// resolves its own Query fields and types; two domains resolving the same field is a start-up error,
// not a silent override.

export function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, resolvers] of Object.entries(part)) {
      if (resolvers === undefined) continue;
      const into = merged[type];
      if (resolvers instanceof GraphQLScalarType || into instanceof GraphQLScalarType) {
        if (into !== undefined) throw new Error(`Two domains resolve ${type}.`);
        merged[type] = resolvers;
        continue;
      }
      const fields: Record<string, unknown> = (into as Record<string, unknown> | undefined) ?? {};
      for (const [field, resolver] of Object.entries(resolvers as Record<string, unknown>)) {
        if (field in fields) throw new Error(`Two domains resolve ${type}.${field}.`);
        fields[field] = resolver;
      }
      merged[type] = fields;
    }
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers([
  commonResolvers,
  tenantResolvers,
  settingsResolvers,
  mallResolvers,
  catalogResolvers,
  redirectsResolvers,
  searchResolvers,
  floorplanResolvers,
  offersResolvers,
  rewardsResolvers,
  amenitiesResolvers,
  formsResolvers,
  pagesResolvers,
  eventsResolvers,
  newsResolvers,
  visitorPagesResolvers,
  contentResolvers,
  accountResolvers,
  // The member side (issue 10), one domain a line.
  accountAccessResolvers,
  profileResolvers,
  parkingPassResolvers,
  supportResolvers,
  paymentsResolvers,
  uploadsResolvers,
  loyaltyResolvers,
  receiptsResolvers,
  awardsResolvers,
  memberRewardsResolvers,
  favouritesResolvers,
]);
