import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { Message } from './conversations';

/** One message: the user's own on the right in the primary colour, the contact's on the left. */
export default function MessageBubble({
  message,
  sender,
}: {
  message: Message;
  sender: string;
}) {
  const mine = message.from === 'me';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        maxWidth: '100%',
      }}
    >
      <Typography level="body-xs" sx={{ mb: 0.5 }}>
        {mine ? 'You' : sender} · {message.time}
      </Typography>
      <Sheet
        variant={mine ? 'solid' : 'soft'}
        color={mine ? 'primary' : 'neutral'}
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.75,
          py: 1.25,
          borderRadius: 'lg',
          [mine ? 'borderTopRightRadius' : 'borderTopLeftRadius']: 0,
        }}
      >
        <Typography
          level="body-sm"
          sx={{ color: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.text}
        </Typography>
      </Sheet>
    </Box>
  );
}
