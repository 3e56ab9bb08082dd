import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Check from '@mui/icons-material/Check';
import SortRounded from '@mui/icons-material/SortRounded';

const options = ['Newest first', 'Oldest first', 'Name (A to Z)', 'Largest first'];

export default function SelectedMenu() {
  const [selected, setSelected] = React.useState(options[0]);

  return (
    <Dropdown>
      <MenuButton variant="soft" startDecorator={<SortRounded />}>
        Sort: {selected}
      </MenuButton>
      <Menu variant="soft" color="primary">
        {options.map((option) => (
          <MenuItem
            key={option}
            selected={option === selected}
            onClick={() => setSelected(option)}
          >
            <ListItemDecorator>{option === selected && <Check />}</ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
