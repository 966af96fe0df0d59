import { describe, expect, it } from 'vitest';
import { acceptsGraphQLResponse } from './contract';

describe('acceptsGraphQLResponse', () => {
  it('is true when Accept lists application/graphql-response+json with a weight above 0', () => {
    expect(acceptsGraphQLResponse('application/graphql-response+json, application/graphql+json, application/json')).toBe(true);
    expect(acceptsGraphQLResponse('application/json;q=0.9, Application/GraphQL-Response+JSON')).toBe(true);
    expect(acceptsGraphQLResponse('application/graphql-response+json; charset=utf-8')).toBe(true);
  });
  it('is false otherwise', () => {
    expect(acceptsGraphQLResponse(undefined)).toBe(false);
    expect(acceptsGraphQLResponse('*/*')).toBe(false);
    expect(acceptsGraphQLResponse('application/json')).toBe(false);
    expect(acceptsGraphQLResponse('application/graphql-response+json;q=0, application/json')).toBe(false);
  });
});
