import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import LocalParking from '@mui/icons-material/LocalParking';
import Wifi from '@mui/icons-material/Wifi';

export default function BasicList() {
  const labelId = React.useId();

  return (
    <div>
      <Typography id={labelId} level="title-sm">
        Amenities
      </Typography>
      <List aria-labelledby={labelId}>
        <ListItem>
          <ListItemDecorator>
            <Wifi />
          </ListItemDecorator>
          Free Wi-Fi in all rooms
        </ListItem>
        <ListItem>
          <ListItemDecorator>
            <LocalParking />
          </ListItemDecorator>
          On-site parking
        </ListItem>
        <ListItem>
          <ListItemDecorator>
            <AccessTime />
          </ListItemDecorator>
          24-hour front desk
        </ListItem>
      </List>
    </div>
  );
}
