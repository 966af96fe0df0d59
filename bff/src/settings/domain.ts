import { defineDomain } from '../domains/define-domain';
import { settingsResolvers } from './resolvers';

export default defineDomain({
  resolvers: settingsResolvers,
});
