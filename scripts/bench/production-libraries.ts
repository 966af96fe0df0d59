// Imported first by bench.ts and lighthouse.ts, before anything of the bff: React (which the web's
// server entry loads from node_modules), graphql and others choose their development or production
// build from process.env.NODE_ENV when they load. The production image sets NODE_ENV=production
// (Dockerfile), so the figures are taken with the production builds unless NODE_ENV says otherwise.
process.env.NODE_ENV ||= 'production';

export const librariesMode = process.env.NODE_ENV;
