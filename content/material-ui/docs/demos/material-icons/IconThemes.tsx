import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteTwoTone from '@mui/icons-material/DeleteTwoTone';
import DeleteSharp from '@mui/icons-material/DeleteSharp';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteTwoTone from '@mui/icons-material/FavoriteTwoTone';
import FavoriteSharp from '@mui/icons-material/FavoriteSharp';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeRounded from '@mui/icons-material/HomeRounded';
import HomeTwoTone from '@mui/icons-material/HomeTwoTone';
import HomeSharp from '@mui/icons-material/HomeSharp';
import Settings from '@mui/icons-material/Settings';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SettingsTwoTone from '@mui/icons-material/SettingsTwoTone';
import SettingsSharp from '@mui/icons-material/SettingsSharp';
import Alarm from '@mui/icons-material/Alarm';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AlarmRounded from '@mui/icons-material/AlarmRounded';
import AlarmTwoTone from '@mui/icons-material/AlarmTwoTone';
import AlarmSharp from '@mui/icons-material/AlarmSharp';

const themes = [
  { name: 'Filled', suffix: '', icons: [Delete, Favorite, Home, Settings, Alarm] },
  {
    name: 'Outlined',
    suffix: 'Outlined',
    icons: [DeleteOutlined, FavoriteOutlined, HomeOutlined, SettingsOutlined, AlarmOutlined],
  },
  {
    name: 'Rounded',
    suffix: 'Rounded',
    icons: [DeleteRounded, FavoriteRounded, HomeRounded, SettingsRounded, AlarmRounded],
  },
  {
    name: 'Two tone',
    suffix: 'TwoTone',
    icons: [DeleteTwoTone, FavoriteTwoTone, HomeTwoTone, SettingsTwoTone, AlarmTwoTone],
  },
  {
    name: 'Sharp',
    suffix: 'Sharp',
    icons: [DeleteSharp, FavoriteSharp, HomeSharp, SettingsSharp, AlarmSharp],
  },
];

export default function IconThemes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content max-content repeat(5, 40px)',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      {themes.map((theme) => (
        <React.Fragment key={theme.name}>
          <Typography variant="body2">{theme.name}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {theme.suffix ? `…${theme.suffix}` : '(no suffix)'}
          </Typography>
          {theme.icons.map((IconComponent, index) => (
            <IconComponent key={index} sx={{ fontSize: 32 }} />
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
