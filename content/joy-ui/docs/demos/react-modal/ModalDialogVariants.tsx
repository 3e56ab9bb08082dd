import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

const variants: NonNullable<ModalDialogProps['variant']>[] = [
  'plain',
  'outlined',
  'soft',
  'solid',
];

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<ModalDialogProps['variant'] | null>(
    null,
  );

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button
            key={item}
            variant={item}
            color="neutral"
            onClick={() => setVariant(item)}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? undefined} color="primary">
          <ModalClose aria-label="Close" />
          <DialogTitle>The {variant} dialog</DialogTitle>
          <DialogContent>
            The close button and the title take their colors from the dialog's
            variant and color.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
