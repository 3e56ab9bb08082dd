/** The sections of the blog, in the order of the section bar. */
export const sections = [
  'Technology',
  'Design',
  'Culture',
  'Business',
  'Politics',
  'Opinion',
  'Science',
  'Health',
  'Style',
  'Travel',
] as const;

export type Section = (typeof sections)[number];

export interface Post {
  /** The `id` of the post's `<article>`: links to the post point to it. */
  id: string;
  title: string;
  /** ISO date for `<time dateTime>`. */
  date: string;
  author: string;
  section: Section;
  /** A one- or two-sentence teaser for the featured cards. */
  description: string;
  /**
   * The post itself, in Markdown. Headings start at `##`: the page supplies the
   * levels above.
   */
  body: string;
}

// Invented posts, newest first.
export const posts: Post[] = [
  {
    id: 'design-tokens-in-six-weeks',
    title: 'Shipping a design system in six weeks',
    date: '2024-11-14',
    author: 'Nadia Brooks',
    section: 'Technology',
    description:
      'We had a deadline, four product teams and eleven shades of almost-the-same blue. Here is how we turned that into one set of tokens everyone actually uses.',
    body: `Six weeks is not long enough to build a design system. It is, however, long enough to build the **smallest useful one**, and that turned out to be what we needed.

## Start with an inventory

Before writing a line of code we took screenshots of every screen in the product and pasted them on one enormous canvas. Grouping them by colour, spacing and type told us more than any meeting could:

- 11 blues, 4 of them used once
- 7 different button heights
- 3 fonts, one of which nobody could name

## Tokens before components

We agreed on names first, values second. A token called \`color.action.primary\` survives a rebrand; a token called \`blue500\` does not. The first version of our theme file was tiny:

\`\`\`ts
export const tokens = {
  color: {
    action: { primary: '#1f5fbf', hover: '#174a96' },
    text: { body: '#1d2330', muted: '#5b6475' },
  },
  space: [0, 4, 8, 12, 16, 24, 32, 48],
  radius: { control: 6, card: 12 },
};
\`\`\`

### What we left out

Anything we could not point to in the inventory. Dark mode, motion and illustration guidelines all went on a list for the second round.

> A design system is a product, and its first customers are the people who have to change their code to adopt it.

## The numbers after launch

| Metric | Before | After |
| --- | --- | --- |
| Distinct colours | 58 | 19 |
| Button variants | 14 | 4 |
| Time to build a form | 2 days | half a day |

The most useful thing we shipped was not a component at all: it was a short page explaining **when not to** use each one.`,
  },
  {
    id: 'typographic-rhythm',
    title: 'Notes on typographic rhythm',
    date: '2024-10-28',
    author: 'Tomás Ferreira',
    section: 'Design',
    description:
      'Why some pages feel calm and others feel cramped, and the three numbers that make most of the difference.',
    body: `Readers rarely notice good typography. They notice when it is missing: when lines run too long, or headings float halfway between the paragraphs they belong to.

## Three numbers

Most of a page's rhythm comes from three values:

1. **Line length**: aim for 60 to 75 characters per line.
2. **Line height**: about 1.5 for body text, tighter for headings.
3. **Spacing scale**: a short list of gaps, each a multiple of the base unit.

## A scale you can remember

A ratio of 1.25 gives a scale with enough contrast for headings without shouting:

| Step | Size | Use |
| --- | --- | --- |
| 0 | 16px | Body text |
| 1 | 20px | Small headings |
| 2 | 25px | Section headings |
| 3 | 31px | Page titles |

### Headings belong to what follows

Put more space above a heading than below it. The heading then reads as the start of the next section rather than the end of the previous one. In CSS that is as small as \`margin-block: 2em 0.5em\`.

> White space is not empty. It is the part of the layout that tells you where to look next.

Try it on your own pages: change nothing but those three numbers and compare the before and after side by side.`,
  },
  {
    id: 'four-day-week',
    title: 'What a year of four-day weeks taught us',
    date: '2024-09-09',
    author: 'Grace Liu',
    section: 'Culture',
    description:
      'Fewer days, the same goals. The experiment that almost ended in month two, and why we kept it.',
    body: `A year ago we moved the whole company to a four-day week, with no change in pay and no change in goals. This is an honest look at how it went.

## The rough start

The first two months were hard. We had simply squeezed five days of meetings into four, and everyone was tired by Thursday afternoon.

## What fixed it

- Meetings default to **25 minutes**, and no more than two a day per person
- Written updates replace the Monday status call
- Every team keeps a shared \`not-now.md\` list for good ideas that can wait

## Twelve months later

| Measure | Change |
| --- | --- |
| Projects delivered on time | up 9% |
| Sick days | down 31% |
| People who left | 2 of 48 |

> The fifth day was never where the work happened. It was where the unfinished work went to hide.

We are keeping it. If you are thinking about trying the same, start with the meetings, not the calendar.`,
  },
];

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * `2024-11-14` → `November 14, 2024`: formatted by hand so server and browser print
 * the same text.
 */
export function formatDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** `2024-11-14` → `2024-11`, the key of the post's month in the archives. */
export const monthOf = (date: string) => date.slice(0, 7);

/** `2024-11` → `November 2024`. */
export function formatMonth(month: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${monthNames[monthNumber - 1]} ${year}`;
}
