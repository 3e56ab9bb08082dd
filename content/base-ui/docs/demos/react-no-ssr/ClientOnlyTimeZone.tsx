import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

export default function ClientOnlyTimeZone() {
  return (
    <Card>
      <p>Meeting reminders are sent in your time zone:</p>
      <NoSsr fallback={<Value aria-busy="true">Detecting…</Value>}>
        <TimeZone />
      </NoSsr>
    </Card>
  );
}

// Reads the browser's settings, which the server does not know: rendering it on the
// server would produce different markup than the first render in the browser.
function TimeZone() {
  return <Value>{Intl.DateTimeFormat().resolvedOptions().timeZone}</Value>;
}

const grey = { 200: '#DAE2ED', 50: '#F3F6F9', 700: '#434D5B', 900: '#1C2025' };

const Card = styled('div')(({ theme }) => ({
  width: 320,
  padding: '12px 16px',
  borderRadius: 12,
  border: `1px solid ${grey[200]}`,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  '& p': { margin: '0 0 4px' },
  ...theme.applyStyles('dark', { borderColor: grey[700], color: grey[50] }),
}));

const Value = styled('strong')({ fontSize: '1rem' });
