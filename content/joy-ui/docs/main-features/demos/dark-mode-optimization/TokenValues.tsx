import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const tokens = [
  '--joy-palette-background-body',
  '--joy-palette-background-surface',
  '--joy-palette-text-primary',
  '--joy-palette-text-secondary',
  '--joy-palette-primary-solidBg',
  '--joy-palette-primary-softBg',
];

export default function TokenValues() {
  const [values, setValues] = React.useState<Record<string, string>>({});

  React.useEffect(() => {
    const root = document.documentElement;
    const read = () => {
      const style = getComputedStyle(root);
      setValues(
        Object.fromEntries(
          tokens.map((token) => [token, style.getPropertyValue(token).trim()]),
        ),
      );
    };
    read();
    // The provider switches schemes by changing an attribute on <html>.
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 560 }}>
      {tokens.map((token) => (
        <Box key={token} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Sheet
            variant="outlined"
            sx={{
              width: 32,
              height: 32,
              flexShrink: 0,
              borderRadius: 'sm',
              bgcolor: `var(${token})`,
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography level="body-sm" textColor="text.primary" fontFamily="code">
              {token}
            </Typography>
            <Typography level="body-xs" fontFamily="code" noWrap>
              {values[token] || 'read in the browser'}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
