/** The site search on the built index (public/search/): its query set must find its pages (`npm run test:search`, after a build). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/search'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testTimeout: 60_000,
};
