import { defineDomain } from '../domains/define-domain';
import { uploadsResolvers } from './resolvers';

export default defineDomain({
  resolvers: uploadsResolvers,
});
