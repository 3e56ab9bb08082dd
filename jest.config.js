/** Unit tests: everything named *.test.ts(x) beside the code in src/. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    '\\.woff2$': '<rootDir>/src/test/fileTransform.js',
  },
  // Font files are transformed wherever they are (node_modules/@fontsource too).
  transformIgnorePatterns: ['/node_modules/(?!.*\\.woff2$)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/styleMock.js',
    '^gatsby$': '<rootDir>/src/test/gatsbyMock.tsx',
    '^docs-live-demo$': '<rootDir>/src/test/liveDemoMock.tsx',
    '^docs-nav-data$': '<rootDir>/src/components/nav/navData.browser.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
