import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import ConversationList from './ConversationList';
import Thread from './Thread';
import { CONVERSATIONS, Conversation } from './conversations';

/**
 * A messages app: the conversations beside the open one. On phones one pane shows at a
 * time. Opening a conversation marks it read; replies are added to it locally (replace
 * `onSend` with the call to your messaging service).
 */
export default function Messages() {
  const [conversations, setConversations] =
    React.useState<Conversation[]>(CONVERSATIONS);
  const [selectedId, setSelectedId] = React.useState(CONVERSATIONS[0].id);
  // Phones show the list or the thread; wider screens show both.
  const [pane, setPane] = React.useState<'list' | 'thread'>('list');
  const [sent, setSent] = React.useState(0);
  const heading = React.useRef<HTMLHeadingElement>(null);

  const selected =
    conversations.find((c) => c.id === selectedId) ?? conversations[0];

  const update = (id: string, change: (c: Conversation) => Conversation) =>
    setConversations((before) => before.map((c) => (c.id === id ? change(c) : c)));

  const open = (id: string) => {
    setSelectedId(id);
    update(id, (c) => ({ ...c, unread: 0 }));
    setPane('thread');
    // Move to the conversation, which is where the reader goes next (on phones the list disappears).
    requestAnimationFrame(() => heading.current?.focus());
  };

  const send = (text: string) => {
    update(selected.id, (c) => ({
      ...c,
      messages: [
        ...c.messages,
        { id: `${c.id}-sent-${sent}`, from: 'me', text, time: 'Now' },
      ],
    }));
    setSent((n) => n + 1);
  };

  return (
    <Box
      component="main"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
        height: 'var(--template-height, 100dvh)',
        bgcolor: 'background.body',
      }}
    >
      <Sheet
        component="section"
        aria-labelledby="conversations-title"
        sx={{
          display: { xs: pane === 'list' ? 'flex' : 'none', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          borderRight: '1px solid',
          borderColor: 'divider',
        }}
      >
        <ConversationList
          conversations={conversations}
          selectedId={selected.id}
          onSelect={open}
        />
      </Sheet>
      <Box
        component="section"
        aria-labelledby="thread-title"
        sx={{
          display: { xs: pane === 'thread' ? 'flex' : 'none', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
        }}
      >
        <Thread
          conversation={selected}
          onBack={() => setPane('list')}
          onSend={send}
          headingRef={heading}
        />
      </Box>
    </Box>
  );
}
