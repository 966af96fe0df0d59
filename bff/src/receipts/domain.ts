import { defineDomain } from '../domains/define-domain';
import { receiptsResolvers } from './resolvers';
import receiptsUploadRoute from './upload-route';

export default defineDomain({
  resolvers: receiptsResolvers,
  routes: [receiptsUploadRoute],
});
