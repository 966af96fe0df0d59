import { defineDomain } from '../domains/define-domain';
import { blogResolvers } from './resolvers';

export default defineDomain({
  resolvers: blogResolvers,
});
