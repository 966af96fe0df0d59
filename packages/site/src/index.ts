// The route table and everything built on it. Pure TypeScript (no React): the bff imports it too.
export * from './types';
export * from './route-table';
export * from './paths';
export * from './match';
export * from './language';
export * from './slug';
export * from './pages';
export * from './render';
export * from './structured-data';
export * from './redirects';
export * from './images';
export * from './listing';
export * from './guards';
