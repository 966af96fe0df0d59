import { defineDomain } from '../domains/define-domain';
import { amenitiesResolvers } from './resolvers';

export default defineDomain({
  resolvers: amenitiesResolvers,
});
