import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

const amenities = ['Wi-Fi', 'Kitchen', 'Free parking', 'Pool', 'Pets allowed'];

export default function FiltersDrawer() {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const [draft, setDraft] = React.useState<string[]>([]);
  const [applied, setApplied] = React.useState<string[]>([]);

  const toggle = (item: string) =>
    setDraft((list) =>
      list.includes(item) ? list.filter((x) => x !== item) : [...list, item],
    );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<TuneRounded />}
        onClick={() => {
          setDraft(applied);
          setMounted(true);
          setOpen(true);
        }}
      >
        Filters
      </Button>
      <Typography level="body-sm">
        {applied.length > 0 ? applied.join(', ') : 'No filter applied'}
      </Typography>
      {mounted && (
        <Drawer
          anchor="right"
          size="md"
          variant="plain"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{
            content: {
              sx: { bgcolor: 'transparent', p: { md: 2, sm: 0 }, boxShadow: 'none' },
            },
          }}
        >
          <Sheet
            sx={{
              borderRadius: 'md',
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              height: '100%',
            }}
          >
            <DialogTitle>Filters</DialogTitle>
            <ModalClose aria-label="Close filters" />
            <Divider />
            <DialogContent>
              <Stack role="group" aria-label="Amenities" spacing={1.5}>
                {amenities.map((item) => (
                  <Checkbox
                    key={item}
                    label={item}
                    checked={draft.includes(item)}
                    onChange={() => toggle(item)}
                  />
                ))}
              </Stack>
            </DialogContent>
            <Divider />
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Button variant="plain" color="neutral" onClick={() => setDraft([])}>
                Clear
              </Button>
              <Button
                onClick={() => {
                  setApplied(draft);
                  setOpen(false);
                }}
              >
                Show results
              </Button>
            </Stack>
          </Sheet>
        </Drawer>
      )}
    </Stack>
  );
}
