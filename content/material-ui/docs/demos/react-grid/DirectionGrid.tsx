import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { GridDirection } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

const directions: GridDirection[] = ['row', 'row-reverse', 'column', 'column-reverse'];

export default function DirectionGrid() {
  const [direction, setDirection] = React.useState<GridDirection>('row');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id="grid-direction-label">direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby="grid-direction-label"
          value={direction}
          onChange={(event) => setDirection(event.target.value as GridDirection)}
        >
          {directions.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Grid container spacing={2} direction={direction} sx={{ alignItems: 'center' }}>
        {['First', 'Second', 'Third'].map((label, index) => (
          <Grid item key={label} xs={3}>
            <Item sx={{ py: index + 1 }}>{label}</Item>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
