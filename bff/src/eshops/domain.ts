import { defineDomain } from '../domains/define-domain';
import { eshopsResolvers } from './resolvers';

export default defineDomain({
  resolvers: eshopsResolvers,
});
