import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Conversation, initials } from './conversations';
import { visuallyHidden } from './visuallyHidden';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * The conversations: a search field, then one button per conversation with its last
 * message and, when some are unread, their number.
 */
export default function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const [query, setQuery] = React.useState('');
  const unread = conversations.reduce((sum, c) => sum + c.unread, 0);
  const text = query.trim().toLowerCase();
  const shown = conversations.filter((c) =>
    c.contact.name.toLowerCase().includes(text),
  );
  return (
    <>
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id="conversations-title" level="h1" sx={{ fontSize: 'xl2' }}>
            Messages
          </Typography>
          {unread > 0 ? (
            <Chip size="sm" color="primary" variant="soft">
              {unread} unread
            </Chip>
          ) : null}
        </Box>
        <Input
          size="sm"
          type="search"
          aria-label="Search conversations"
          placeholder="Search"
          startDecorator={<SearchRoundedIcon />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Box>
      <List
        aria-labelledby="conversations-title"
        sx={{ flex: 1, overflowY: 'auto', py: 0, '--ListItem-paddingY': '12px' }}
      >
        {shown.map((conversation, index) => {
          const last = conversation.messages[conversation.messages.length - 1];
          const { contact } = conversation;
          return (
            <ListItem
              key={conversation.id}
              sx={{
                borderTop: index > 0 ? '1px solid' : 'none',
                borderColor: 'divider',
              }}
            >
              <ListItemButton
                selected={conversation.id === selectedId}
                aria-current={conversation.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(conversation.id)}
                sx={{ alignItems: 'flex-start', gap: 1.5 }}
              >
                <Badge
                  color="success"
                  size="sm"
                  invisible={!contact.online}
                  badgeInset="14%"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                >
                  <Avatar size="sm">{initials(contact.name)}</Avatar>
                </Badge>
                <ListItemContent sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Typography
                      level="title-sm"
                      sx={{
                        flex: 1,
                        fontWeight: conversation.unread > 0 ? 'xl' : 'md',
                      }}
                      noWrap
                    >
                      {contact.name}
                      {contact.online ? (
                        <Box component="span" sx={visuallyHidden}>
                          , online
                        </Box>
                      ) : null}
                    </Typography>
                    <Typography level="body-xs" sx={{ flexShrink: 0 }}>
                      {last.time}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Typography level="body-sm" noWrap sx={{ flex: 1 }}>
                      {last.from === 'me' ? 'You: ' : ''}
                      {last.text}
                    </Typography>
                    {conversation.unread > 0 ? (
                      <Chip size="sm" color="primary" variant="solid">
                        {conversation.unread}
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          unread
                        </Box>
                      </Chip>
                    ) : null}
                  </Box>
                </ListItemContent>
              </ListItemButton>
            </ListItem>
          );
        })}
        {shown.length === 0 ? (
          <ListItem>
            <Typography level="body-sm">
              No conversation matches “{query}”.
            </Typography>
          </ListItem>
        ) : null}
      </List>
    </>
  );
}
