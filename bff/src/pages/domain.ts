import { defineDomain } from '../domains/define-domain';
import { pagesResolvers } from './resolvers';

export default defineDomain({
  resolvers: pagesResolvers,
});
