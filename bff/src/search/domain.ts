import { defineDomain } from '../domains/define-domain';
import { searchResolvers } from './resolvers';
import searchPlugin from './plugin';

export default defineDomain({
  resolvers: searchResolvers,
  routes: [searchPlugin],
});
