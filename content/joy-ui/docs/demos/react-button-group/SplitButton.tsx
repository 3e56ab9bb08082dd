import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const options = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [selected, setSelected] = React.useState(0);
  const [lastAction, setLastAction] = React.useState('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <ButtonGroup variant="solid" color="success" aria-label="Merge">
          <Button onClick={() => setLastAction(options[selected])}>
            {options[selected]}
          </Button>
          <MenuButton
            color="success"
            aria-label="Choose a merge method"
            sx={{ px: 1 }}
          >
            <ArrowDropDownIcon />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end">
          {options.map((option, index) => (
            <MenuItem
              key={option}
              selected={index === selected}
              onClick={() => setSelected(index)}
            >
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        {lastAction ? `Last action: ${lastAction}` : 'No action yet.'}
      </Typography>
    </Stack>
  );
}
