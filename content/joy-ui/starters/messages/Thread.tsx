import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Composer from './Composer';
import MessageBubble from './MessageBubble';
import { Conversation, initials } from './conversations';

interface ThreadProps {
  conversation: Conversation;
  onBack: () => void;
  onSend: (text: string) => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

/** The open conversation: who it is with, its messages (newest at the bottom) and the composer. */
export default function Thread({
  conversation,
  onBack,
  onSend,
  headingRef,
}: ThreadProps) {
  const { contact, messages } = conversation;
  const log = React.useRef<HTMLDivElement>(null);
  // Keep the newest message in view when the conversation opens or grows.
  React.useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [conversation.id, messages.length]);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <IconButton
          variant="plain"
          color="neutral"
          size="sm"
          aria-label="Back to conversations"
          onClick={onBack}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <ArrowBackRoundedIcon />
        </IconButton>
        <Avatar size="md">{initials(contact.name)}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id="thread-title"
            level="title-lg"
            component="h2"
            tabIndex={-1}
            ref={headingRef}
            noWrap
            sx={{ outline: 'none' }}
          >
            {contact.name}
          </Typography>
          <Typography level="body-sm" noWrap>
            {contact.role}
          </Typography>
        </Box>
        <Chip
          size="sm"
          variant="outlined"
          color={contact.online ? 'success' : 'neutral'}
          sx={{ flexShrink: 0 }}
        >
          {contact.online ? 'Online' : 'Away'}
        </Chip>
      </Box>
      <Box
        ref={log}
        role="log"
        aria-labelledby="thread-title"
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 2 }}
      >
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              sender={contact.name}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <Composer recipient={contact.name} onSend={onSend} />
      </Box>
    </>
  );
}
