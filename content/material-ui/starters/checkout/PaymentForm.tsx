import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid2';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import { CheckoutErrors, CheckoutValues, TextFieldName } from './checkoutModel';

export interface PaymentFormProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onFieldChange: (name: TextFieldName, value: string) => void;
  onRememberCardChange: (checked: boolean) => void;
}

/** A preview of the card as it is typed. Decorative: the fields below carry the same information. */
function CardPreview({ values }: { values: CheckoutValues }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        width: '100%',
        maxWidth: 340,
        aspectRatio: '1.586',
        p: 2.5,
        mb: 3,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        color: 'primary.contrastText',
        backgroundImage: `linear-gradient(135deg, ${theme.vars.palette.primary.dark}, ${theme.vars.palette.primary.main})`,
        boxShadow: theme.shadows[3],
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span">
          Sitemark Pay
        </Typography>
        <CreditCardRoundedIcon />
      </Box>
      <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: { xs: '1.05rem', sm: '1.25rem' }, letterSpacing: 1.5, whiteSpace: 'nowrap' }}>
        {values.cardNumber.trim() || '0000 0000 0000 0000'}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, typography: 'body2' }}>
        <Box component="span" sx={{ textTransform: 'uppercase', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {values.cardName.trim() || 'Name on card'}
        </Box>
        <span>{values.expDate.trim() || 'MM/YY'}</span>
      </Box>
    </Box>
  );
}

export default function PaymentForm({ values, errors, onFieldChange, onRememberCardChange }: PaymentFormProps) {
  // `allowed` strips the characters a field does not accept as they are typed.
  const field = (name: TextFieldName, autoComplete: string, allowed?: RegExp): TextFieldProps => ({
    id: name,
    name,
    autoComplete,
    value: values[name],
    onChange: (event) => onFieldChange(name, allowed ? event.target.value.replace(allowed, '') : event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <div>
      <CardPreview values={values} />
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField {...field('cardName', 'cc-name')} label="Name on card" required />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('cardNumber', 'cc-number', /[^\d ]/g)}
            label="Card number"
            placeholder="0000 0000 0000 0000"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('expDate', 'cc-exp', /[^\d/]/g)}
            label="Expiry date"
            placeholder="MM/YY"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('cvv', 'cc-csc', /\D/g)}
            label="CVV"
            placeholder="123"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Checkbox name="rememberCard" checked={values.rememberCard} onChange={(event) => onRememberCardChange(event.target.checked)} />}
            label="Remember the card details for next time"
          />
        </Grid>
      </Grid>
    </div>
  );
}
