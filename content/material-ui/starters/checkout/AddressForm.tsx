import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid2';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import { CheckoutErrors, CheckoutValues, TextFieldName } from './checkoutModel';

export interface AddressFormProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onFieldChange: (name: TextFieldName, value: string) => void;
  onSaveAddressChange: (checked: boolean) => void;
}

export default function AddressForm({ values, errors, onFieldChange, onSaveAddressChange }: AddressFormProps) {
  // The props every text field of this form shares: id and name, value, error message and change handler.
  const field = (name: TextFieldName, autoComplete: string): TextFieldProps => ({
    id: name,
    name,
    autoComplete,
    value: values[name],
    onChange: (event) => onFieldChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('firstName', 'given-name')} label="First name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('lastName', 'family-name')} label="Last name" required />
      </Grid>
      <Grid size={12}>
        <TextField {...field('address1', 'shipping address-line1')} label="Address line 1" placeholder="Street name and number" required />
      </Grid>
      <Grid size={12}>
        <TextField {...field('address2', 'shipping address-line2')} label="Address line 2 (optional)" placeholder="Apartment, suite, unit, etc." />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('city', 'shipping address-level2')} label="City" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('state', 'shipping address-level1')} label="State / Province / Region" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('zip', 'shipping postal-code')} label="Zip / Postal code" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('country', 'shipping country-name')} label="Country" required />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox name="saveAddress" checked={values.saveAddress} onChange={(event) => onSaveAddressChange(event.target.checked)} />}
          label="Use this address for payment details"
        />
      </Grid>
    </Grid>
  );
}
