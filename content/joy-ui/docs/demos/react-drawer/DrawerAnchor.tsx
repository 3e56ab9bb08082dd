import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {anchors.map((item) => (
        <Button
          key={item}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setAnchor(item);
            setMounted(true);
            setOpen(true);
          }}
        >
          {item}
        </Button>
      ))}
      {mounted && (
        <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
          <ModalClose aria-label="Close" />
          <DialogTitle>anchor="{anchor}"</DialogTitle>
          <DialogContent sx={{ px: 2 }}>
            Left and right drawers take the full height; top and bottom drawers take
            the full width.
          </DialogContent>
        </Drawer>
      )}
    </Stack>
  );
}
