/** Unit tests: everything named *.test.ts(x) beside the code in src/. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/styleMock.js',
    '^gatsby$': '<rootDir>/src/test/gatsbyMock.tsx',
    '^docs-live-demo$': '<rootDir>/src/test/liveDemoMock.tsx',
    '^docs-nav-data$': '<rootDir>/src/components/nav/navData.browser.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
