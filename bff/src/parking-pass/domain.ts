import { defineDomain } from '../domains/define-domain';
import { parkingPassResolvers } from './resolvers';

export default defineDomain({
  resolvers: parkingPassResolvers,
});
