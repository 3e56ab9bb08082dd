import { getDemoAnchorIds, getDemoName, getDemoSourceLink, isDemoSourceHash } from './hash';

test.each([
  ['#BasicButtons.tsx', 'BasicButtons'],
  ['#tailwind-BasicButtons.js', 'BasicButtons'],
  ['#css-UnstyledButtons.tsx', 'UnstyledButtons'],
  ['material-ui/docs/demos/react-button/BasicButtons.tsx', 'BasicButtons'],
  ['demos/react-button/BasicButtons', 'BasicButtons'],
])('getDemoName(%s) = %s', (location, name) => {
  expect(getDemoName(location)).toBe(name);
});

test('a demo owns its name and every variant/language hash as anchors', () => {
  expect(getDemoAnchorIds('Basic')).toEqual([
    'Basic',
    'system-Basic.js',
    'system-Basic.tsx',
    'tailwind-Basic.js',
    'tailwind-Basic.tsx',
    'css-Basic.js',
    'css-Basic.tsx',
    'Basic.js',
    'Basic.tsx',
  ]);
});

test('source links replace the current hash', () => {
  expect(getDemoSourceLink('https://x.test/material-ui/react-button/#sizes', 'Basic', 'JS', 'Tailwind')).toBe(
    'https://x.test/material-ui/react-button/#tailwind-Basic.js',
  );
  expect(getDemoSourceLink('/p/', 'Basic', 'TS', 'MUI System')).toBe('/p/#system-Basic.tsx');
});

test.each([
  ['#Basic.tsx', 'Basic', true],
  ['#css-Basic.js', 'Basic', true],
  ['#Basic', 'Basic', false],
  ['#Other.tsx', 'Basic', false],
  ['#MoreBasic.tsx', 'Basic', false],
])('isDemoSourceHash(%s, %s) = %s', (hash, name, expected) => {
  expect(isDemoSourceHash(hash, name)).toBe(expected);
});
