import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup, { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Variant = NonNullable<AccordionGroupProps['variant']>;
type Size = NonNullable<AccordionGroupProps['size']>;

export default function AccordionGroupVariants() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="sm"
          aria-label="Variant"
          value={variant}
          onChange={(event, value) => value && setVariant(value)}
        >
          {(['plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="sm"
          aria-label="Size"
          value={size}
          onChange={(event, value) => value && setSize(value)}
        >
          {(['sm', 'md', 'lg'] as const).map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <AccordionGroup
        variant={variant}
        size={size}
        color="primary"
        sx={{ borderRadius: 'md' }}
      >
        <Accordion>
          <AccordionSummary>Notifications</AccordionSummary>
          <AccordionDetails>Choose which events send you an email.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Privacy</AccordionSummary>
          <AccordionDetails>
            Decide who can see your profile and activity.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Connected apps</AccordionSummary>
          <AccordionDetails>
            Review the apps that can access your account.
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
