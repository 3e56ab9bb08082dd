import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function ClickCounter() {
  const [count, setCount] = React.useState(3);

  return (
    <Button
      variant="outlined"
      onClick={() => setCount((value) => value + 1)}
      startIcon={
        <Badge badgeContent={count} color="primary">
          <NotificationsIcon />
        </Badge>
      }
    >
      Add a notification
    </Button>
  );
}
