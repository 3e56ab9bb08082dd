import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}

const transitions = {
  Grow,
  Fade,
  Slide,
  'Slide from left': SlideFromLeft,
};

type TransitionName = keyof typeof transitions;

export default function TransitionsSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Grow');

  const handleOpen = (value: TransitionName) => () => {
    setName(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(transitions) as TransitionName[]).map((key) => (
        <Button key={key} variant="outlined" onClick={handleOpen(key)}>
          {key}
        </Button>
      ))}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        TransitionComponent={transitions[name]}
        message={`Shown with ${name}`}
        key={name}
      />
    </Stack>
  );
}
