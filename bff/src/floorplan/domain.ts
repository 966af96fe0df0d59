import { defineDomain } from '../domains/define-domain';
import { floorplanResolvers } from './resolvers';

export default defineDomain({
  resolvers: floorplanResolvers,
});
