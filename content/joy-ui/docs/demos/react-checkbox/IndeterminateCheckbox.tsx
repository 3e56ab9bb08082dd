import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const notifications = ['Comments', 'Mentions', 'Pull request reviews'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState([true, false, false]);
  const allChecked = checked.every(Boolean);
  const someChecked = checked.some(Boolean) && !allChecked;
  const parentInput = React.useRef<HTMLInputElement>(null);

  // Joy UI sets aria-checked="mixed" but not the DOM property: set it so that the
  // native checkbox and its ARIA state agree.
  React.useEffect(() => {
    if (parentInput.current) {
      parentInput.current.indeterminate = someChecked;
    }
  }, [someChecked]);

  return (
    <div>
      <Checkbox
        label="All email notifications"
        checked={allChecked}
        indeterminate={someChecked}
        slotProps={{ input: { ref: parentInput } }}
        onChange={(event) => setChecked(checked.map(() => event.target.checked))}
      />
      <Box
        role="group"
        aria-label="Email notifications"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}
      >
        {notifications.map((label, index) => (
          <Checkbox
            key={label}
            label={label}
            checked={checked[index]}
            onChange={(event) =>
              setChecked(
                checked.map((value, i) =>
                  i === index ? event.target.checked : value,
                ),
              )
            }
          />
        ))}
      </Box>
    </div>
  );
}
