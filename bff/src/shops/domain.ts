import { defineDomain } from '../domains/define-domain';
import { shopsResolvers } from './resolvers';

export default defineDomain({
  resolvers: shopsResolvers,
});
