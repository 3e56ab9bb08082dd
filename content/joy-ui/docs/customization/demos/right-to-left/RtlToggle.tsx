import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

// An Emotion cache whose styles are flipped (left ↔ right) by the RTL plugin.
const rtlCache = createCache({
  key: 'joyrtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

function Form({ rtl }: { rtl: boolean }) {
  return (
    <Sheet
      dir={rtl ? 'rtl' : 'ltr'}
      lang={rtl ? 'ar' : 'en'}
      variant="outlined"
      sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 2 }}
    >
      <Input
        aria-label="Search"
        placeholder={rtl ? 'بحث' : 'Search'}
        startDecorator={<SearchRounded />}
        endDecorator={<Button size="sm">{rtl ? 'اذهب' : 'Go'}</Button>}
      />
      <Slider
        defaultValue={30}
        aria-label={rtl ? 'مستوى الصوت' : 'Volume'}
        isRtl={rtl}
      />
    </Sheet>
  );
}

export default function RtlToggle() {
  const [rtl, setRtl] = React.useState(true);
  return (
    <Box sx={{ width: '100%', maxWidth: 380, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        }
      >
        Right-to-left
      </Typography>
      {rtl ? (
        <CacheProvider value={rtlCache}>
          <Form rtl />
        </CacheProvider>
      ) : (
        <Form rtl={false} />
      )}
    </Box>
  );
}
