/**
 * The text of a generated component page, like the real component docs: frontmatter, an intro, ~10–15
 * `##`/`###` sections with prose (inline code, links to other generated pages and to its own sections),
 * fenced code (tsx, jsx, bash, css, some with a title), lists, a props table and callouts. Pure and seeded:
 * the same page and site always give the same text.
 */

/** mulberry32: a small seeded generator (no Math.random, so every run writes the same pages). */
export function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (text) => text.trim().split(/\s+/);
const phrases = (text) => text.trim().split(/\s*,\s*/);

const ADJECTIVES = words(`
  Floating Split Nested Compact Inline Stacked Segmented Adaptive Sticky Tonal Elevated Outlined Dense Grouped
  Virtual Lazy Draggable Resizable Scrollable Animated Responsive Collapsible Sortable Editable Async
`);
const NOUNS = words(`
  Badge Button Slider Switch Chip Card Dialog Drawer Menu Tabs Table List Avatar Tooltip Popover Stepper
  Rating Select Checkbox Radio Snackbar Alert Accordion Breadcrumbs Pagination Toolbar Divider Skeleton
  Progress Timeline Toggle Autocomplete Field Input Picker Calendar Tree Grid Panel Banner Carousel Counter
  Tag Meter Splitter Kbd Sheet Dock
`);
const GROUPS = phrases(`
  Inputs, Data display, Feedback, Surfaces, Navigation, Layout, Utils, Lab, Forms, Overlays, Media, Charts,
  Dates, Tables, Editors
`);
const PROPS = [
  ['children', '`node`', '-', 'The content of the component.'],
  ['className', '`string`', '-', 'Class name applied to the root element.'],
  [
    'color',
    "`'primary' \\| 'secondary' \\| 'error' \\| 'info' \\| 'success' \\| 'warning'`",
    "`'primary'`",
    'The color of the component. It supports both default and custom theme colors.',
  ],
  ['component', '`elementType`', '-', 'The component used for the root node. Either a string to use a HTML element or a component.'],
  ['defaultValue', '`any`', '-', 'The default value. Use when the component is not controlled.'],
  ['disabled', '`bool`', '`false`', 'If `true`, the component is disabled.'],
  ['fullWidth', '`bool`', '`false`', 'If `true`, the component takes up the full width of its container.'],
  ['onChange', '`func`', '-', 'Callback fired when the value changes. Signature: `function(event: React.SyntheticEvent, value: T) => void`.'],
  ['orientation', "`'horizontal' \\| 'vertical'`", "`'horizontal'`", 'The component orientation (layout flow direction).'],
  ['size', "`'small' \\| 'medium' \\| 'large'`", "`'medium'`", 'The size of the component. `small` is equivalent to the dense style.'],
  ['slotProps', '`object`', '`{}`', 'The props used for each slot inside.'],
  ['slots', '`object`', '`{}`', 'The components used for each slot inside.'],
  ['sx', '`Array<func \\| object \\| bool> \\| func \\| object`', '-', 'The system prop that allows defining system overrides as well as additional CSS styles.'],
  ['value', '`any`', '-', 'The value of the component. Providing an empty string selects no options.'],
  ['variant', "`'contained' \\| 'outlined' \\| 'text'`", "`'text'`", 'The variant to use.'],
];
const VERBS = ['renders', 'exposes', 'forwards', 'accepts', 'merges', 'memoizes', 'announces', 'positions', 'measures', 'delegates'];
const OBJECTS = [
  'its slots through the theme',
  'the ref to the root element',
  'the keyboard focus to the first item',
  'the value as a controlled prop',
  'the extra props to the root slot',
  'a polite live region for screen readers',
  'the popup relative to its anchor',
  'the size of its content on resize',
  'the style overrides of the theme',
  'the open state to its parent',
];
const CLAUSES = [
  'when the theme changes',
  'without re-rendering its siblings',
  'so the layout does not shift',
  'unless the prop is controlled',
  'in both light and dark mode',
  'for right-to-left languages too',
  'at every breakpoint',
  'after the first render on the client',
  'as long as the value stays stable',
  'like the other inputs of the library',
];
const TIPS = [
  'Prefer the `sx` prop for one-off styles and the theme for styles that every instance shares.',
  'Keep the value in state next to the component that owns it; lift it only when a sibling needs it.',
  'The component is stateless by default: pass `value` and `onChange` to control it from the parent.',
  'Wrap long lists in a virtualized container to keep scrolling smooth on low-end phones.',
  'Use `slotProps` to reach the inner elements instead of targeting their class names.',
  'Every interactive element has a visible focus ring; do not remove the outline without a replacement.',
];
const SECTIONS = [
  { h2: 'Basics', h3: ['Sizes', 'Colors'] },
  { h2: 'Controlled and uncontrolled', h3: [] },
  { h2: 'Customization', h3: ['Theme overrides', 'CSS classes'] },
  { h2: 'Server rendering', h3: [] },
  { h2: 'Accessibility', h3: ['Keyboard navigation'] },
  { h2: 'Performance', h3: [] },
  { h2: 'Props', h3: [] },
  { h2: 'Related components', h3: [] },
];

/** The display name and URL slug of generated page `index` (unique for any index). */
export function pageName(index) {
  const round = Math.floor(index / (ADJECTIVES.length * NOUNS.length));
  const name = `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]}${round ? ` ${round + 1}` : ''}`;
  return { name, slug: `react-${name.toLowerCase().replace(/\s+/g, '-')}` };
}

/** The sidebar group title of group `index`. */
export const groupTitle = (index) => `${GROUPS[index % GROUPS.length]}${index >= GROUPS.length ? ` ${Math.floor(index / GROUPS.length) + 1}` : ''}`;

const pascal = (name) => name.replace(/\s+/g, '');

/**
 * The MDX of generated page `index` among `count`, linking only to pages that exist (`pathOf(j)`, with a
 * trailing slash) and to its own sections. `demos` names `<Demo>` elements to place after the basics.
 */
export function buildComponentDoc(index, count, pathOf, { demos = [] } = {}) {
  const random = createRandom(index * 2654435761 + 97);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const { name } = pageName(index);
  const component = pascal(name);
  const other = () => {
    const j = (index + 1 + Math.floor(random() * Math.max(count - 1, 1))) % count;
    return { name: pageName(j).name, url: pathOf(j) };
  };
  const prop = () => pick(PROPS)[0];
  const sentence = () => {
    const s = Math.floor(random() * 6);
    if (s === 0) return `The ${name} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(CLAUSES)}.`;
    if (s === 1) return `Set \`${prop()}\` on \`${component}\` to change how it ${pick(VERBS)} ${pick(OBJECTS)}.`;
    if (s === 2) {
      const o = other();
      return `It works well with the [${o.name}](${o.url}) component, which ${pick(VERBS)} ${pick(OBJECTS)} ${pick(CLAUSES)}.`;
    }
    if (s === 3) {
      const section = pick(['props', 'accessibility', 'customization']);
      return `Read the [${section} section](#${section}) before you ${pick(['override', 'extend', 'wrap'])} it.`;
    }
    if (s === 4) return pick(TIPS);
    return `Internally, \`use${component}\` ${pick(VERBS)} ${pick(OBJECTS)}, and the \`${prop()}\` prop is read ${pick(CLAUSES)}.`;
  };
  const paragraph = (n = 3 + Math.floor(random() * 2)) => Array.from({ length: n }, sentence).join(' ');
  const list = (n = 3 + Math.floor(random() * 3)) => Array.from({ length: n }, () => `- ${sentence()}`).join('\n');
  const steps = () =>
    [
      'Install the package and its peer dependencies.',
      `Import \`${component}\` from its own path to keep bundles small.`,
      `Pass \`${prop()}\` and \`${prop()}\` as needed.`,
      'Check the result with a keyboard and a screen reader.',
    ]
      .map((s, i) => `${i + 1}. ${s}`)
      .join('\n');

  const tsx = (title) => {
    const variant = pick(['contained', 'outlined', 'text']);
    const items = 2 + Math.floor(random() * 3);
    const lines = [
      `\`\`\`tsx${title ? ` title="${title}.tsx"` : ''}`,
      "import * as React from 'react';",
      "import Stack from '@mui/material/Stack';",
      `import ${component}, { ${component}Props } from '@mui/material/${component}';`,
      '',
      `const items: Array<{ id: number; label: string; ${prop()}?: boolean }> = [`,
      ...Array.from({ length: items }, (_, i) => `  { id: ${i + 1}, label: '${pick(NOUNS)} ${i + 1}' },`),
      '];',
      '',
      `export default function ${title ?? `Basic${component}`}(props: Partial<${component}Props>) {`,
      `  const [value, setValue] = React.useState<number | null>(${Math.floor(random() * items) + 1});`,
      '  const handleChange = React.useCallback((event: React.SyntheticEvent, next: number | null) => {',
      '    setValue(next);',
      '  }, []);',
      '',
      '  return (',
      `    <Stack direction="row" spacing={${1 + Math.floor(random() * 3)}} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>`,
      '      {items.map((item) => (',
      `        <${component}`,
      '          key={item.id}',
      `          variant="${variant}"`,
      `          size="${pick(['small', 'medium', 'large'])}"`,
      '          selected={item.id === value}',
      '          onChange={handleChange}',
      '          {...props}',
      '        >',
      '          {item.label}',
      `        </${component}>`,
      '      ))}',
      '    </Stack>',
      '  );',
      '}',
      '```',
    ];
    return lines.join('\n');
  };
  const jsx = () =>
    [
      '```jsx',
      `import ${component} from '@mui/material/${component}';`,
      '',
      `<${component} ${prop()}="${pick(['primary', 'secondary', 'small'])}" onChange={(event, value) => console.log(value)}>`,
      `  ${name}`,
      `</${component}>;`,
      '```',
    ].join('\n');
  const css = () =>
    [
      '```css title="styles.css"',
      `.Mui${component}-root {`,
      `  padding: ${1 + Math.floor(random() * 4)}px ${4 + Math.floor(random() * 12)}px;`,
      '  border-radius: var(--mui-shape-borderRadius);',
      '  color: var(--mui-palette-text-primary);',
      '}',
      '',
      `.Mui${component}-root.Mui-disabled {`,
      '  opacity: 0.38;',
      '  pointer-events: none;',
      '}',
      '```',
    ].join('\n');
  const theme = () =>
    [
      '```tsx title="theme.ts"',
      "import { createTheme } from '@mui/material/styles';",
      '',
      'const theme = createTheme({',
      '  components: {',
      `    Mui${component}: {`,
      `      defaultProps: { ${prop()}: ${pick(["'small'", 'true', "'outlined'"])} },`,
      '      styleOverrides: {',
      '        root: ({ theme }) => ({',
      `          gap: theme.spacing(${1 + Math.floor(random() * 3)}),`,
      `          [theme.breakpoints.down('sm')]: { flexDirection: 'column' },`,
      '        }),',
      '      },',
      '    },',
      '  },',
      '});',
      '```',
    ].join('\n');
  const propsTable = () => {
    const rows = PROPS.filter(() => random() < 0.8);
    return ['| Name | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows.map(([n, t, d, desc]) => `| \`${n}\` | ${t} | ${d} | ${desc} |`)].join('\n');
  };

  const body = [
    paragraph(),
    '',
    ':::info',
    `${paragraph(2)}`,
    ':::',
    '',
    '## Installation',
    '',
    paragraph(2),
    '',
    '```bash',
    'npm install @mui/material @emotion/react @emotion/styled',
    '```',
    '',
  ];
  for (const section of SECTIONS) {
    body.push(`## ${section.h2}`, '', paragraph(), '');
    if (section.h2 === 'Basics') {
      body.push(tsx(null), '', paragraph(), '');
      for (const demo of demos) body.push(`<Demo name="${demo}" />`, '');
    } else if (section.h2 === 'Props') body.push(propsTable(), '');
    else if (section.h2 === 'Related components')
      body.push(
        Array.from({ length: 6 }, () => other())
          .map((o) => `- [${o.name}](${o.url})`)
          .join('\n'),
        '',
      );
    else if (section.h2 === 'Accessibility') body.push(list(), '', ':::warning', paragraph(2), ':::', '');
    else if (section.h2 === 'Server rendering') body.push(steps(), '', jsx(), '');
    else body.push(random() < 0.5 ? list() : paragraph(), '');
    for (const h3 of section.h3) {
      body.push(`### ${h3}`, '', paragraph(), '');
      if (h3 === 'Theme overrides') body.push(theme(), '');
      else if (h3 === 'CSS classes') body.push(css(), '');
      else if (h3 === 'Keyboard navigation')
        body.push(
          '| Key | Action |',
          '| --- | --- |',
          '| `Tab` | Moves focus to the next item. |',
          '| `Enter` | Activates the focused item. |',
          '| `Escape` | Closes the popup and returns focus. |',
          '',
        );
      else body.push(tsx(`${h3.replace(/\s+/g, '')}${component}`), '', paragraph(2), '');
    }
  }
  const description = `${name} lets users ${pick(['choose', 'compare', 'edit', 'review', 'navigate'])} ${pick(['options', 'items', 'values', 'pages', 'records'])} with a single, consistent control.`;
  return `---\ntitle: React ${name} component\ndescription: ${description}\n---\n\n${body.join('\n')}`;
}
