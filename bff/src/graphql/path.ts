/** Where the GraphQL endpoint answers (its own module, so that what only needs the path imports no schema). */
export const graphqlPath = '/graphql';
