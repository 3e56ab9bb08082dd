import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const hints: Record<string, string> = {
  monthly: 'Billed every month. Cancel anytime.',
  yearly: 'Billed once a year. Two months free.',
};

export default function ControlledRadioGroup() {
  const [billing, setBilling] = React.useState('monthly');

  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup
        orientation="horizontal"
        value={billing}
        onChange={(event) => setBilling(event.target.value)}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly" />
      </RadioGroup>
      <FormHelperText>{hints[billing]}</FormHelperText>
    </FormControl>
  );
}
