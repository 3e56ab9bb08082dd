import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(98);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge badgeContent={count} max={99} showZero={showZero}>
        <ShoppingCart
          sx={{ fontSize: '2rem' }}
          titleAccess={`Cart, ${count} items`}
        />
      </Badge>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <IconButton
          variant="outlined"
          aria-label="Remove an item"
          disabled={count === 0}
          onClick={() => setCount((prev) => Math.max(0, prev - 1))}
        >
          <Remove />
        </IconButton>
        <IconButton
          variant="outlined"
          aria-label="Add an item"
          onClick={() => setCount((prev) => prev + 1)}
        >
          <Add />
        </IconButton>
      </Box>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Show zero
      </Typography>
    </Stack>
  );
}
