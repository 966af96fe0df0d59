import { defineDomain } from '../domains/define-domain';
import { awardsResolvers } from './resolvers';

export default defineDomain({
  resolvers: awardsResolvers,
});
