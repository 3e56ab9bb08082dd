import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

/** Joy UI components rendered with the theme being built. */
export default function ThemePreview() {
  const [notify, setNotify] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="solid">Solid</Button>
        <Button variant="soft">Soft</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="plain">Plain</Button>
        <Button variant="outlined" color="neutral">
          Neutral
        </Button>
      </Box>
      <Card variant="outlined">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography level="title-lg">Release notes</Typography>
          <Chip size="sm" variant="soft" color="primary">
            New
          </Chip>
          <Chip size="sm" variant="outlined">
            v2.4
          </Chip>
        </Box>
        <Typography level="body-md">
          Subscribe to get an email when a new version ships.
        </Typography>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            placeholder="you@example.com"
            startDecorator={<MailOutlineRounded />}
          />
        </FormControl>
        <Typography
          component="label"
          level="body-sm"
          textColor="text.primary"
          startDecorator={
            <Switch
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
            />
          }
        >
          Also notify me about betas
        </Typography>
        <CardActions>
          <Button variant="solid">Subscribe</Button>
        </CardActions>
      </Card>
      <Alert variant="soft" color="neutral" startDecorator={<InfoOutlined />}>
        Changes apply to this preview only.
      </Alert>
    </Box>
  );
}
