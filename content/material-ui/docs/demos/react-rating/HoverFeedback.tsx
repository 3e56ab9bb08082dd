import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  1: 'Useless',
  2: 'Poor',
  3: 'Ok',
  4: 'Good',
  5: 'Excellent',
};

function getLabelText(value: number) {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(2);
  const [hover, setHover] = React.useState(-1);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" sx={{ p: 0 }}>
        Rate this page
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Rating
          name="hover-feedback"
          value={value}
          getLabelText={getLabelText}
          onChange={(event, newValue) => setValue(newValue)}
          onChangeActive={(event, newHover) => setHover(newHover)}
          emptyIcon={<StarIcon sx={{ opacity: 0.55 }} fontSize="inherit" />}
        />
        {value !== null && (
          <Box aria-hidden>{labels[hover !== -1 ? hover : value]}</Box>
        )}
      </Box>
    </Box>
  );
}
