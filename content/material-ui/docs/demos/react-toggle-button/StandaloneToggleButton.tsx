import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function StandaloneToggleButton() {
  const [favorite, setFavorite] = React.useState(false);

  return (
    <ToggleButton
      value="favorite"
      selected={favorite}
      onChange={() => setFavorite((prev) => !prev)}
      color="error"
      aria-label="Favorite"
    >
      <FavoriteIcon />
    </ToggleButton>
  );
}
