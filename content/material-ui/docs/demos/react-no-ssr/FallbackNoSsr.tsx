import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Reads values that only exist in the browser. It is safe because NoSsr
// never renders it on the server (or during hydration).
function BrowserSettings() {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <React.Fragment>
      <Typography>Time zone: {timeZone}</Typography>
      <Typography>Locale: {locale}</Typography>
      <Typography>Language: {navigator.language}</Typography>
    </React.Fragment>
  );
}

function Placeholder() {
  return (
    <React.Fragment>
      <Skeleton width={200} />
      <Skeleton width={160} />
      <Skeleton width={180} />
    </React.Fragment>
  );
}

export default function FallbackNoSsr() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Your browser settings
        </Typography>
        <NoSsr fallback={<Placeholder />}>
          <BrowserSettings />
        </NoSsr>
      </CardContent>
    </Card>
  );
}
