import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function TextFieldStates() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input defaultValue="Grace Hopper" />
        <FormHelperText>Required field.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Account ID</FormLabel>
        <Input defaultValue="acct_4521" />
      </FormControl>
      <FormControl error>
        <FormLabel>Phone</FormLabel>
        <Input type="tel" defaultValue="555-01" error />
        {/* danger.plainColor keeps the contrast in dark mode too. */}
        <FormHelperText sx={{ color: 'danger.plainColor' }}>
          Enter a complete phone number.
        </FormHelperText>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Coupon</FormLabel>
        <Input defaultValue="SPRING24" color="success" />
        <FormHelperText>Coupon applied: 10% off.</FormHelperText>
      </FormControl>
    </Box>
  );
}
