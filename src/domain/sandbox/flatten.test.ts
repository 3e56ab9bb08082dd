import { flattenRelativeImports, getModuleBaseName } from './flatten';

test.each([
  ["import data from './data';", ['./data.ts'], "import data from './data';"],
  ["import data from '../utils/data';", ['../utils/data.ts'], "import data from './data';"],
  ['import data from "../../shared/data.js";', ['data.js'], 'import data from "./data";'],
  ["import data from '../utils/data';\nimport top from '../top100';", ['../utils/data.ts', '../top100.ts'], "import data from './data';\nimport top from './top100';"],
  ["import more from '../utils/moredata';", ['./data.ts'], "import more from '../utils/moredata';"],
  ["import x from 'data';", ['./data.ts'], "import x from 'data';"],
  ["import x from '../utils/data';", [], "import x from '../utils/data';"],
])('flattenRelativeImports(%j, %j)', (code, paths, expected) => {
  expect(flattenRelativeImports(code, paths)).toBe(expected);
});

test.each([
  ['./data.ts', 'data'],
  ['../utils/top100Films.tsx', 'top100Films'],
  ['content/material-ui/demos/data', 'data'],
])('getModuleBaseName(%s) = %s', (path, expected) => {
  expect(getModuleBaseName(path)).toBe(expected);
});
