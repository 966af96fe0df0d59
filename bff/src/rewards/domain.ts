import { defineDomain } from '../domains/define-domain';
import { rewardsResolvers } from './resolvers';
import { memberRewardsResolvers } from './member-resolvers';

export default defineDomain({
  resolvers: [rewardsResolvers, memberRewardsResolvers],
});
