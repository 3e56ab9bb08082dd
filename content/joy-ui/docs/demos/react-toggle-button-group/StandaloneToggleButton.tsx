import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';

export default function StandaloneToggleButton() {
  const [following, setFollowing] = React.useState(false);
  const [liked, setLiked] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        color="neutral"
        aria-pressed={following}
        startDecorator={following ? <NotificationsActive /> : <NotificationsNone />}
        onClick={() => setFollowing((prev) => !prev)}
      >
        Watch repository
      </Button>
      <IconButton
        variant="soft"
        color={liked ? 'danger' : 'neutral'}
        aria-label="Like"
        aria-pressed={liked}
        onClick={() => setLiked((prev) => !prev)}
      >
        {liked ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </Stack>
  );
}
