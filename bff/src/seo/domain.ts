import { defineDomain } from '../domains/define-domain';
import seoPlugin from './plugin';

export default defineDomain({
  routes: [seoPlugin],
});
