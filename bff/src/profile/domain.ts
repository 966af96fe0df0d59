import { defineDomain } from '../domains/define-domain';
import { profileResolvers } from './resolvers';
import profilePictureRoutes from './picture';

export default defineDomain({
  resolvers: profileResolvers,
  routes: [profilePictureRoutes],
});
