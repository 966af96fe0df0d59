import { defineDomain } from '../domains/define-domain';
import { messagesResolvers } from './resolvers';

export default defineDomain({
  resolvers: messagesResolvers,
});
