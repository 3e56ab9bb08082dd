import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  { from: 'Ali Connors', subject: 'Brunch this weekend?', preview: 'I can do Sunday…', color: 'primary' },
  { from: 'Sandra Adams', subject: 'Trip to Lisbon', preview: 'Flights are booked!', color: 'secondary' },
  { from: 'Trevor Hansen', subject: 'Re: Slides', preview: 'Looks good to me.', color: 'success' },
] as const;

export default function AvatarList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.from}>
          {index > 0 && <Divider variant="inset" component="li" aria-hidden="true" />}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: `${message.color}.main`, color: `${message.color}.contrastText` }}
              >
                {message.from[0]}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={
                // secondary renders a <p>, so nested content must be inline.
                <React.Fragment>
                  <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                    {message.from}
                  </Typography>
                  {` — ${message.preview}`}
                </React.Fragment>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
