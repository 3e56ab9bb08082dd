import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Pineapple', 'Spinach'];

export default function CheckboxGroup() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Olives']);

  const toggle =
    (topping: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
      setSelected((prev) =>
        event.target.checked
          ? [...prev, topping]
          : prev.filter((item) => item !== topping),
      );
    };

  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Extra toppings
      </Typography>
      <List
        aria-labelledby={labelId}
        orientation="horizontal"
        wrap
        sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', maxWidth: 400 }}
      >
        {toppings.map((topping) => {
          const checked = selected.includes(topping);
          return (
            <ListItem key={topping}>
              <Checkbox
                overlay
                disableIcon
                variant="soft"
                color={checked ? 'primary' : 'neutral'}
                label={topping}
                checked={checked}
                onChange={toggle(topping)}
              />
            </ListItem>
          );
        })}
      </List>
      <Typography level="body-sm" sx={{ mt: 2 }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
    </div>
  );
}
