import { formatSourceDate, repositoryFileUrl } from './source';

test('a file of the repository, to show or to edit, on its branch', () => {
  expect(repositoryFileUrl('https://github.com/mui/material-ui', 'content/material-ui/docs/react-button.mdx', 'edit')).toBe(
    'https://github.com/mui/material-ui/edit/main/content/material-ui/docs/react-button.mdx',
  );
  expect(repositoryFileUrl('https://github.com/mui/material-ui/', '/content/a.tsx', 'blob')).toBe('https://github.com/mui/material-ui/blob/main/content/a.tsx');
});

test.each([
  ['2024-05-01', 'en', 'May 1, 2024'],
  ['2024-05-01', 'zh', '2024年5月1日'],
  ['not a date', 'en', 'not a date'],
])('formatSourceDate(%s, %s) → %s (the calendar date, whatever the time zone)', (date, tag, expected) => {
  expect(formatSourceDate(date, tag)).toBe(expected);
});
