import * as React from 'react';
import { styled } from '@mui/system';

const questions = [
  {
    title: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades apply at once; downgrades apply at the end of the billing period.',
  },
  {
    title: 'Do you offer refunds?',
    answer: 'Annual plans can be refunded within 30 days of purchase.',
  },
  {
    title: 'Where is my data stored?',
    answer: 'In data centers in the European Union, replicated across two regions.',
  },
];

export default function NativeDetailsAccordion() {
  return (
    <Accordion>
      {questions.map((question, index) => (
        // Details sharing a `name` form an exclusive group in browsers that support it.
        <details key={question.title} name="faq" open={index === 0}>
          <summary>{question.title}</summary>
          <p>{question.answer}</p>
        </details>
      ))}
    </Accordion>
  );
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Accordion = styled('div')(({ theme }) => ({
  width: 420,
  maxWidth: '100%',
  borderRadius: 12,
  overflow: 'hidden',
  border: `1px solid ${grey[200]}`,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  background: '#fff',
  '& details + details': { borderTop: `1px solid ${grey[200]}` },
  '& summary': {
    padding: '12px 16px',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: grey[50] },
    '&:focus-visible': { outline: `3px solid ${blue[200]}`, outlineOffset: -3 },
  },
  '& p': { margin: 0, padding: '0 16px 16px', color: grey[700] },
  ...theme.applyStyles('dark', {
    borderColor: grey[700],
    color: grey[50],
    background: grey[900],
    '& details + details': { borderColor: grey[700] },
    '& summary:hover': { background: grey[800] },
    '& summary:focus-visible': { outlineColor: blue[800] },
    '& p': { color: grey[300] },
  }),
}));
