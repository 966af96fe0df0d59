import { defineDomain } from '../domains/define-domain';
import { visitorPagesResolvers } from './resolvers';

export default defineDomain({
  resolvers: visitorPagesResolvers,
});
