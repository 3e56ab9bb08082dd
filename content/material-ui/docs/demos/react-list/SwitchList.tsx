import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import DarkModeIcon from '@mui/icons-material/DarkMode';

const settings = [
  { key: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
  { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
  { key: 'dark', label: 'Dark theme', icon: <DarkModeIcon /> },
];

export default function SwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);
  const id = React.useId();

  const toggle = (key: string) => {
    setEnabled((prev) =>
      prev.includes(key) ? prev.filter((item) => item !== key) : [...prev, key],
    );
  };

  return (
    <List
      subheader={<ListSubheader>Settings</ListSubheader>}
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
    >
      {settings.map((setting) => (
        <ListItem key={setting.key}>
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText id={`${id}-${setting.key}`} primary={setting.label} />
          <Switch
            edge="end"
            checked={enabled.includes(setting.key)}
            onChange={() => toggle(setting.key)}
            inputProps={{ 'aria-labelledby': `${id}-${setting.key}` }}
          />
        </ListItem>
      ))}
    </List>
  );
}
