import { defineDomain } from '../domains/define-domain';
import redirectMePlugin from './plugin';

export default defineDomain({
  routes: [redirectMePlugin],
});
