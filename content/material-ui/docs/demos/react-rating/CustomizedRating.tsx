import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps } from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const moods: Record<number, { icon: React.ReactElement; label: string }> = {
  1: {
    icon: <SentimentVeryDissatisfiedIcon color="error" />,
    label: 'Very dissatisfied',
  },
  2: { icon: <SentimentDissatisfiedIcon color="warning" />, label: 'Dissatisfied' },
  3: { icon: <SentimentSatisfiedIcon color="success" />, label: 'Satisfied' },
  4: {
    icon: <SentimentVerySatisfiedIcon color="success" />,
    label: 'Very satisfied',
  },
};

function MoodIcon(props: IconContainerProps) {
  const { value, ...other } = props;
  return <span {...other}>{moods[value].icon}</span>;
}

export default function CustomizedRating() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          Ten hearts
        </Typography>
        <Rating
          name="customized-hearts"
          defaultValue={6}
          max={10}
          getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{
            '& .MuiRating-iconFilled': { color: 'error.main' },
            '& .MuiRating-iconHover': { color: 'error.dark' },
          }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          How was your visit?
        </Typography>
        <Rating
          name="customized-moods"
          defaultValue={3}
          max={4}
          IconContainerComponent={MoodIcon}
          getLabelText={(value) => moods[value].label}
          highlightSelectedOnly
          sx={{ '& .MuiRating-iconEmpty svg': { color: 'action.disabled' } }}
        />
      </Box>
    </Stack>
  );
}
