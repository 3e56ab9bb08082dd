import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Groceries', body: 'Oats, lemons, basil, two kinds of cheese.' },
  {
    title: 'Trip ideas',
    body: 'Train along the coast in spring. Book the small hotel near the harbor early, it fills up fast. Pack a light jacket for the evenings.',
  },
  { title: 'Call back', body: 'Dentist, before Friday.' },
  {
    title: 'Reading list',
    body: 'Finish the novel from the book club, then start the history of maps that Sam recommended.',
  },
  { title: 'Plants', body: 'Water the fern twice a week; move the cactus to the sunny window.' },
  {
    title: 'Meeting notes',
    body: 'Ship the beta on the 12th. Design review moves to Tuesday. Ask the team about holiday cover and the new on-call rotation.',
  },
];

export default function NotesMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 3 }} spacing={2}>
      {notes.map((note) => (
        <Paper key={note.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {note.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note.body}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
