/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { generateDemoJs, hashSource, transpileDemo } from './generateJs';

const sample = `import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps } from '@mui/material/styles';

interface Props {
  label: string;
  sx?: SxProps;
}

export default function Labelled({ label, sx }: Props) {
  const [count, setCount] = React.useState<number>(0);
  const variant: ButtonProps['variant'] = 'contained';

  return (
    <Button variant={variant} sx={sx} onClick={() => setCount((c) => c + 1)}>
      {label} {count as number}
    </Button>
  );
}
`;

test('TypeScript is removed, blank lines between blocks survive, prettier formats the result', async () => {
  const js = await transpileDemo(sample, 'Labelled.tsx');
  expect(js).toBe(`import * as React from 'react';
import Button from '@mui/material/Button';

export default function Labelled({ label, sx }) {
  const [count, setCount] = React.useState(0);
  const variant = 'contained';

  return (
    <Button variant={variant} sx={sx} onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </Button>
  );
}
`);
});

test('generated JS is cached by source hash; a stale cache entry is regenerated, never served', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-js-'));
  const first = await generateDemoJs(sample, 'Labelled.tsx', dir);
  const [entry] = fs.readdirSync(dir);
  expect(JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8'))).toEqual({ sourceHash: hashSource(sample), js: first });
  // Tamper with the entry: its recorded hash no longer matches the source.
  fs.writeFileSync(path.join(dir, entry), JSON.stringify({ sourceHash: 'old', js: 'stale();' }));
  expect(await generateDemoJs(sample, 'Labelled.tsx', dir)).toBe(first);
});
