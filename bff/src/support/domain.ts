import { defineDomain } from '../domains/define-domain';
import { supportResolvers } from './resolvers';

export default defineDomain({
  resolvers: supportResolvers,
});
