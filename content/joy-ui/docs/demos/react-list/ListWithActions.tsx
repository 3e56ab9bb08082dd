import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonRemove from '@mui/icons-material/PersonRemove';

const initialPeople = [
  { name: 'Priya Natarajan', email: 'priya@example.com', role: 'Owner' },
  { name: 'Tomás Silva', email: 'tomas@example.com', role: 'Editor' },
  { name: 'Hana Sato', email: 'hana@example.com', role: 'Viewer' },
];

export default function ListWithActions() {
  const [people, setPeople] = React.useState(initialPeople);

  return (
    <List
      variant="outlined"
      aria-label="Project members"
      sx={{ maxWidth: 400, borderRadius: 'sm', '--ListItemDecorator-size': '48px' }}
    >
      {people.map((person, index) => (
        <React.Fragment key={person.email}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden="true" />}
          <ListItem
            endAction={
              person.role === 'Owner' ? null : (
                <IconButton
                  size="sm"
                  color="danger"
                  aria-label={`Remove ${person.name}`}
                  onClick={() =>
                    setPeople((prev) => prev.filter((p) => p.email !== person.email))
                  }
                >
                  <PersonRemove />
                </IconButton>
              )
            }
          >
            <ListItemDecorator>
              <Avatar aria-hidden="true">
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-sm" noWrap>
                {person.email} · {person.role}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
      {people.length === 1 && (
        <ListItem>
          <Typography level="body-sm">Only the owner is left.</Typography>
        </ListItem>
      )}
    </List>
  );
}
