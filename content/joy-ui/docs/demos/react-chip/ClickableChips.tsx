import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const categories = ['Design', 'Engineering', 'Marketing', 'Sales', 'Support'];

export default function ClickableChips() {
  const [selected, setSelected] = React.useState<string[]>(['Engineering']);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        role="group"
        aria-label="Filter by team"
      >
        {categories.map((category) => {
          const checked = selected.includes(category);
          return (
            <Chip
              key={category}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <CheckIcon /> : null}
              slotProps={{ action: { 'aria-pressed': checked } }}
              onClick={() =>
                setSelected((prev) =>
                  checked
                    ? prev.filter((item) => item !== category)
                    : [...prev, category],
                )
              }
            >
              {category}
            </Chip>
          );
        })}
      </Stack>
      <Typography level="body-sm">
        Showing: {selected.length > 0 ? selected.join(', ') : 'all teams'}
      </Typography>
    </Stack>
  );
}
