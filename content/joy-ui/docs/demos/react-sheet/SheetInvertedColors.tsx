import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SheetInvertedColors() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 3, borderRadius: 'md', maxWidth: 420 }}
    >
      <Typography level="title-lg">Product updates</Typography>
      <Typography level="body-sm" textColor="text.primary" sx={{ mb: 2 }}>
        One email a month about new features. No spam.
      </Typography>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubscribed(true);
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Email</FormLabel>
            <Input type="email" placeholder="you@example.com" required />
          </FormControl>
          <Button type="submit" variant="solid">
            {subscribed ? 'Subscribed' : 'Subscribe'}
          </Button>
        </Stack>
      </form>
    </Sheet>
  );
}
