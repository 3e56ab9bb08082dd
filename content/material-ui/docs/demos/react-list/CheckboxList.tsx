import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CommentIcon from '@mui/icons-material/Comment';

const tasks = ['Write the release notes', 'Review open pull requests', 'Update dependencies'];

export default function CheckboxList() {
  const [checked, setChecked] = React.useState<string[]>([tasks[0]]);

  const toggle = (task: string) => {
    setChecked((prev) =>
      prev.includes(task) ? prev.filter((item) => item !== task) : [...prev, task],
    );
  };

  return (
    <List sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}>
      {tasks.map((task) => (
        <ListItem
          key={task}
          disablePadding
          secondaryAction={
            <IconButton edge="end" aria-label={`Comments on "${task}"`}>
              <CommentIcon />
            </IconButton>
          }
        >
          {/* A label row: clicking anywhere toggles the checkbox, which stays the
              only focusable element of the row. */}
          <ListItemButton component="label" role={undefined} tabIndex={-1} dense>
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={checked.includes(task)}
                onChange={() => toggle(task)}
              />
            </ListItemIcon>
            <ListItemText primary={task} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
