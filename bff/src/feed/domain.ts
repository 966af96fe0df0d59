import { defineDomain } from '../domains/define-domain';
import feedPlugin from './plugin';

export default defineDomain({
  routes: [feedPlugin],
});
