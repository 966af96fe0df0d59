// The route table and everything built on it. Pure TypeScript (no React): the bff imports it too.
export * from './types';
export * from './route-table';
export * from './paths';
export * from './match';
export * from './language';
export * from './hreflang-paths';
export * from './slug';
export * from './calendar';
export * from './pages';
export * from './render';
// The JSON-LD builders are `@mall/site/structured-data`: only page heads use them, and the browser loads
// them with a page's head module, never with this index (which is on every first load).
export type { JsonLdItem } from './structured-data';
export * from './redirects';
export * from './images';
export * from './listing';
export * from './page-query';
export * from './guards';
export * from './sso';
export * from './session-notice';
export * from './offline-page';
