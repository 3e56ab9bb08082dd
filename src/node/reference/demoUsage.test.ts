import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ApiItem } from '../../domain/reference/types';
import { demoPagesByItem, importsOf, itemsByImportKey, itemsImportedBy } from './demoUsage';

const item = (name: string, imports: string[], pathname = `/material-ui/api/${name.toLowerCase()}`) => ({ name, imports, pathname }) as ApiItem;
const button = item('Button', ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
const stack = item('Stack', ["import Stack from '@mui/material/Stack';", "import { Stack } from '@mui/material';"]);
const useButton = item('useButton', ["import { useButton } from '@mui/base/useButton';", "import { useButton } from '@mui/base';"], '/base-ui/api/use-button');

test('importsOf reads default, named and renamed imports, and ignores type imports', () => {
  const source = [
    "import * as React from 'react';",
    "import Button, { buttonClasses } from '@mui/material/Button';",
    "import {\n  Stack as S,\n  type StackProps,\n} from '@mui/material';",
    "import type { Theme } from '@mui/material/styles';",
  ].join('\n');
  expect(importsOf(source)).toEqual([
    { module: '@mui/material/Button', name: 'default' },
    { module: '@mui/material/Button', name: 'buttonClasses' },
    { module: '@mui/material', name: 'Stack' },
  ]);
});

test('items are found by the import forms their pages show, each once', () => {
  const byKey = itemsByImportKey([button, stack, useButton]);
  const source = "import Button from '@mui/material/Button';\nimport { Button as B, Stack } from '@mui/material';\nimport { useButton } from '@mui/base/useButton';";
  expect(itemsImportedBy(source, byKey).map((i) => i.name)).toEqual(['Button', 'Stack', 'useButton']);
  expect(itemsImportedBy("import { Button } from '@mui/joy';", byKey)).toEqual([]);
});

test('demoPagesByItem links every item to the pages whose demos import it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-usage-'));
  try {
    fs.mkdirSync(path.join(root, 'docs', 'demos', 'react-button'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'docs', 'demos', 'react-button', 'Basic.tsx'),
      "import Button from '@mui/material/Button';\nimport Stack from '@mui/material/Stack';\n",
    );
    fs.writeFileSync(path.join(root, 'docs', 'demos', 'react-button', 'Basic.tailwind.tsx'), "import { useButton } from '@mui/base/useButton';\n");
    const pages = [
      { file: path.join(root, 'docs', 'react-button.mdx'), pathname: '/material-ui/react-button', title: 'Button' },
      { file: path.join(root, 'docs', 'other.mdx'), pathname: '/material-ui/other', title: 'Other' },
    ];
    const usage = demoPagesByItem(pages, [button, stack, useButton]);
    expect(usage.get('/material-ui/api/button')).toEqual([{ pathname: '/material-ui/react-button', title: 'Button' }]);
    expect(usage.get('/material-ui/api/stack')).toEqual([{ pathname: '/material-ui/react-button', title: 'Button' }]);
    expect(usage.get('/base-ui/api/use-button')).toEqual([{ pathname: '/material-ui/react-button', title: 'Button' }]);
    expect([...usage.keys()]).toHaveLength(3);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
