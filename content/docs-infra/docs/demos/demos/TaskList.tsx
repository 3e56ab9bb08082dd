import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initialTasks } from './data';

export default function TaskList() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const remaining = tasks.filter((task) => !task.done).length;
  const headingId = React.useId();

  const toggle = (id: number) =>
    setTasks((prev) =>
      prev.map((task) => (task.id === id ? { ...task, done: !task.done } : task)),
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Page checklist
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {remaining === 0 ? 'All done.' : `${remaining} left`}
      </Typography>
      <FormGroup role="group" aria-labelledby={headingId}>
        {tasks.map((task) => (
          <FormControlLabel
            key={task.id}
            control={
              <Checkbox checked={task.done} onChange={() => toggle(task.id)} />
            }
            label={task.title}
            sx={{ textDecoration: task.done ? 'line-through' : 'none' }}
          />
        ))}
      </FormGroup>
    </Paper>
  );
}
