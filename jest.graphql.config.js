/** Runs the GraphQL test against a real `gatsby develop` server (what GraphiQL talks to). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/graphql'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testTimeout: 300_000,
};
