/**
 * @jest-environment node
 */
import { getJsxPreview, MAX_PREVIEW_LINES } from './jsxPreview';

const demo = (body: string, signature = 'export default function Demo()') => `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

${signature} {
${body}
}
`;

test.each([
  [
    'a Stack wrapper is left out and its children dedented',
    demo(`  return (
    <Stack direction="row" spacing={2}>
      <Button variant="text">Text</Button>
      <Button variant="contained">Contained</Button>
    </Stack>
  );`),
    '<Button variant="text">Text</Button>\n<Button variant="contained">Contained</Button>',
  ],
  [
    'a single component is shown whole, with its multi-line props',
    demo(`  const [count, setCount] = React.useState<number>(0);
  return (
    <Button
      variant="contained"
      onClick={() => setCount((c) => c + 1)}
    >
      Clicked {count}
    </Button>
  );`),
    '<Button\n  variant="contained"\n  onClick={() => setCount((c) => c + 1)}\n>\n  Clicked {count}\n</Button>',
  ],
  [
    'a fragment is unwrapped',
    demo(`  return (
    <>
      <Button>One</Button>
      {/* a comment */}
      <Button>Two</Button>
    </>
  );`),
    '<Button>One</Button>\n{/* a comment */}\n<Button>Two</Button>',
  ],
  [
    'React.Fragment and Box are wrappers too',
    demo(`  return (
    <React.Fragment>
      <Button>One</Button>
    </React.Fragment>
  );`),
    '<Button>One</Button>',
  ],
  ['a return without parentheses', demo(`  return <Button>Solo</Button>;`), '<Button>Solo</Button>'],
  [
    'the last top-level return wins over early returns',
    demo(`  const ready = true;
  if (!ready) return null;
  return <Button>Ready</Button>;`),
    '<Button>Ready</Button>',
  ],
  [
    'export default of a const arrow component',
    `import Button from '@mui/material/Button';\nconst Demo = () => {\n  return <Button>Arrow</Button>;\n};\nexport default Demo;\n`,
    '<Button>Arrow</Button>',
  ],
  ['a wrapper holding only text stays whole', demo(`  return <div>Just text</div>;`), '<div>Just text</div>'],
])('%s', (_name, code, expected) => {
  expect(getJsxPreview(code)).toBe(expected);
});

test.each([
  ['no JSX is returned', demo(`  throw new Error('boom');`, 'export default function Demo(): React.ReactElement')],
  ['the component returns a variable', demo(`  const element = <Button />;\n  return element;`)],
  ['there is no default export', `export function Demo() {\n  return <div />;\n}\n`],
  ['the source does not parse', `export default function Demo() {\n  return <div>;\n}\n`],
  [
    `the preview would be longer than ${MAX_PREVIEW_LINES} lines`,
    demo(`  return (\n    <Stack>\n${Array.from({ length: MAX_PREVIEW_LINES + 1 }, (_, i) => `      <Button>${i}</Button>`).join('\n')}\n    </Stack>\n  );`),
  ],
])('no preview when %s', (_name, code) => {
  expect(getJsxPreview(code)).toBeNull();
});

test(`exactly ${MAX_PREVIEW_LINES} lines is still a preview`, () => {
  const buttons = Array.from({ length: MAX_PREVIEW_LINES }, (_, i) => `      <Button>${i}</Button>`).join('\n');
  expect(getJsxPreview(demo(`  return (\n    <Stack>\n${buttons}\n    </Stack>\n  );`))?.split('\n')).toHaveLength(MAX_PREVIEW_LINES);
});

test('TypeScript syntax in the component does not prevent a preview', () => {
  const code = demo(
    `  const ref = React.useRef<HTMLButtonElement>(null);\n  return <Button ref={ref as React.Ref<HTMLButtonElement>}>Typed</Button>;`,
    'export default function Demo(): React.JSX.Element',
  );
  expect(getJsxPreview(code)).toBe('<Button ref={ref as React.Ref<HTMLButtonElement>}>Typed</Button>');
});
