import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Textarea from '@mui/joy/Textarea';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

interface ComposerProps {
  recipient: string;
  onSend: (text: string) => void;
}

/** Where a reply is written: Enter sends it, Shift+Enter starts a new line. */
export default function Composer({ recipient, onSend }: ComposerProps) {
  const [text, setText] = React.useState('');
  const send = () => {
    if (text.trim() === '') return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 2 }}
    >
      <Textarea
        aria-label={`Message to ${recipient}`}
        placeholder="Write a message"
        minRows={1}
        maxRows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (
            event.key === 'Enter' &&
            !event.shiftKey &&
            !event.nativeEvent.isComposing
          ) {
            event.preventDefault();
            send();
          }
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        disabled={text.trim() === ''}
        endDecorator={<SendRoundedIcon />}
      >
        Send
      </Button>
    </Box>
  );
}
