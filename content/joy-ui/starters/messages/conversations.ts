export interface Message {
  id: string;
  /** `me` for the signed-in user's own messages. */
  from: 'me' | 'them';
  text: string;
  /** Shown as written: the data is fixed, so every render shows the same times. */
  time: string;
}

export interface Conversation {
  id: string;
  contact: { name: string; role: string; online: boolean };
  unread: number;
  messages: Message[];
}

const thread = (
  id: string,
  lines: Array<[Message['from'], string, string]>,
): Message[] =>
  lines.map(([from, time, text], index) => ({
    id: `${id}-${index}`,
    from,
    time,
    text,
  }));

/** The signed-in user's conversations, most recent first. */
export const CONVERSATIONS: Conversation[] = [
  {
    id: 'amara',
    contact: { name: 'Amara Okafor', role: 'Product designer', online: true },
    // Open when the page loads, so already read.
    unread: 0,
    messages: thread('amara', [
      [
        'them',
        'Mon 9:12',
        'Morning! Did you get a chance to look at the onboarding flow?',
      ],
      ['me', 'Mon 9:20', 'Yes, the first two steps read much better now.'],
      ['me', 'Mon 9:21', 'The third one still asks for the company size twice.'],
      ['them', 'Mon 9:34', 'Good catch, I merged them into one question.'],
      ['them', '10:02', 'New version is in the shared folder, page 4.'],
      ['them', '10:03', 'Can you review it before the 2 pm call?'],
    ]),
  },
  {
    id: 'lucas',
    contact: { name: 'Lucas Moreau', role: 'Engineering lead', online: true },
    unread: 1,
    messages: thread('lucas', [
      ['me', 'Sun 18:40', 'The release notes are ready for review.'],
      ['them', 'Sun 19:05', 'Thanks, reading them now.'],
      ['them', '8:47', 'Looks good. Let us ship on Thursday.'],
    ]),
  },
  {
    id: 'sachiko',
    contact: { name: 'Sachiko Ito', role: 'Customer success', online: false },
    unread: 0,
    messages: thread('sachiko', [
      [
        'them',
        'Fri 14:10',
        'Two customers asked for CSV exports of their invoices.',
      ],
      ['me', 'Fri 14:22', 'It is on the roadmap for next month.'],
      ['them', 'Fri 14:25', 'Great, I will let them know.'],
    ]),
  },
  {
    id: 'priya',
    contact: { name: 'Priya Raman', role: 'Data analyst', online: false },
    unread: 4,
    messages: thread('priya', [
      ['them', 'Thu 11:00', 'The weekly numbers are in.'],
      ['them', 'Thu 11:01', 'Sign-ups are up 12% since the new landing page.'],
      ['them', 'Thu 11:02', 'Churn is flat.'],
      [
        'them',
        'Thu 11:05',
        'I can walk you through the dashboard whenever you like.',
      ],
    ]),
  },
  {
    id: 'jay',
    contact: { name: 'Jay Hooper', role: 'Sales', online: true },
    unread: 0,
    messages: thread('jay', [
      ['me', 'Wed 16:30', 'Could you send me the deck from yesterday?'],
      ['them', 'Wed 16:45', 'Sent! Let me know if anything is unclear.'],
    ]),
  },
  {
    id: 'maria',
    contact: { name: 'Maria Macdonald', role: 'Office manager', online: false },
    unread: 0,
    messages: thread('maria', [
      ['them', 'Tue 10:15', 'Reminder: the office is closed on Friday.'],
      ['me', 'Tue 10:17', 'Thanks for the heads-up!'],
    ]),
  },
];

export const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
