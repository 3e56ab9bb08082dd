import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import {
  BuilderState,
  buildThemeOptions,
  contrastRatio,
  DEFAULT_STATE,
  FONTS,
  isHexColor,
  NEUTRAL_HUES,
  PaletteChoice,
  PRIMARY_HUES,
  primaryScale,
  radiusScale,
  Scheme,
  themeCode,
} from './theme-builder-model';
import ThemePreview from './theme-builder-preview';

// The preview gets its own CSS variable prefix and color scheme attribute, so it
// never changes the page's variables or mode.
const PREFIX = 'theme-builder';
const ATTRIBUTE = 'data-theme-builder-scheme';

type CopyStatus = 'idle' | 'copied' | 'failed';

export default function ThemeBuilder() {
  const id = React.useId();
  const [state, setState] = React.useState<BuilderState>(DEFAULT_STATE);
  const [scheme, setScheme] = React.useState<Scheme>('light');
  const [copyStatus, setCopyStatus] = React.useState<CopyStatus>('idle');
  const palette = state.palettes[scheme];

  const theme = React.useMemo(
    () => extendTheme({ cssVarPrefix: PREFIX, ...buildThemeOptions(state) }),
    [state],
  );
  const code = React.useMemo(() => themeCode(state), [state]);

  React.useEffect(() => setCopyStatus('idle'), [code]);

  const updatePalette = (change: Partial<PaletteChoice>) =>
    setState((prev) => ({
      ...prev,
      palettes: {
        ...prev.palettes,
        [scheme]: { ...prev.palettes[scheme], ...change },
      },
    }));

  const handleCopy = () => {
    const failed = () => setCopyStatus('failed');
    try {
      if (!navigator.clipboard?.writeText) {
        failed();
        return;
      }
      navigator.clipboard
        .writeText(code)
        .then(() => setCopyStatus('copied'), failed);
    } catch {
      failed();
    }
  };

  const solid = primaryScale(palette)[500];
  const ratio = contrastRatio(solid, '#FFFFFF');

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) 1fr' },
        gap: 3,
        width: '100%',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <FormControl>
          <FormLabel>Color scheme</FormLabel>
          <RadioGroup
            orientation="horizontal"
            value={scheme}
            onChange={(event) => setScheme(event.target.value as Scheme)}
          >
            <Radio value="light" label="Light" />
            <Radio value="dark" label="Dark" />
          </RadioGroup>
          <FormHelperText>
            The palette below and the preview use this scheme.
          </FormHelperText>
        </FormControl>

        <FormControl>
          <FormLabel>Primary ({scheme})</FormLabel>
          <RadioGroup
            value={palette.primary}
            onChange={(event) => updatePalette({ primary: event.target.value })}
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75, m: 0 }}
          >
            {PRIMARY_HUES.map((hue) => (
              <Radio
                key={hue.id}
                value={hue.id}
                size="sm"
                label={
                  <Box
                    component="span"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <Box
                      component="span"
                      sx={{
                        width: 14,
                        height: 14,
                        borderRadius: '50%',
                        bgcolor: hue.scale[500],
                      }}
                    />
                    {hue.label}
                  </Box>
                }
              />
            ))}
            <Radio value="custom" size="sm" label="Custom" />
          </RadioGroup>
        </FormControl>

        {palette.primary === 'custom' && (
          <FormControl error={!isHexColor(palette.customHex)}>
            <FormLabel>Custom primary (500 shade)</FormLabel>
            <Input
              value={palette.customHex}
              onChange={(event) =>
                updatePalette({ customHex: event.target.value.trim() })
              }
              startDecorator={
                <input
                  type="color"
                  aria-label="Pick the custom primary color"
                  value={
                    isHexColor(palette.customHex) ? palette.customHex : '#0b6bcb'
                  }
                  onChange={(event) =>
                    updatePalette({ customHex: event.target.value })
                  }
                  style={{
                    width: 28,
                    height: 24,
                    padding: 0,
                    border: 0,
                    background: 'none',
                  }}
                />
              }
            />
            <FormHelperText>
              {isHexColor(palette.customHex)
                ? 'The other shades are mixed from it with white and black.'
                : 'Enter a color as #RRGGBB.'}
            </FormHelperText>
          </FormControl>
        )}

        <Typography
          level="body-xs"
          color={ratio < 4.5 ? 'warning' : undefined}
          sx={{ mt: -1 }}
        >
          White text on primary 500: {ratio.toFixed(1)}:1
          {ratio < 4.5 ? ' (below the 4.5:1 that small text needs)' : ''}
        </Typography>

        <FormControl>
          <FormLabel>Neutral ({scheme})</FormLabel>
          <Select
            value={palette.neutral}
            onChange={(event, value) => value && updatePalette({ neutral: value })}
          >
            {NEUTRAL_HUES.map((hue) => (
              <Option key={hue.id} value={hue.id}>
                {hue.label}
              </Option>
            ))}
          </Select>
        </FormControl>

        <Box>
          <Typography level="title-sm" id={`${id}-radius`} sx={{ mb: 0.5 }}>
            Border radius: md {state.radius}px
          </Typography>
          <Slider
            min={0}
            max={24}
            value={state.radius}
            onChange={(event, value) =>
              setState((prev) => ({ ...prev, radius: value as number }))
            }
            slotProps={{ input: { 'aria-labelledby': `${id}-radius` } }}
          />
          <Typography level="body-sm">
            xs to xl: {Object.values(radiusScale(state.radius)).join(', ')}
          </Typography>
        </Box>

        <FormControl>
          <FormLabel>Font family</FormLabel>
          <Select
            value={state.font}
            onChange={(event, value) =>
              value && setState((prev) => ({ ...prev, font: value }))
            }
          >
            {FONTS.map((font) => (
              <Option key={font.id} value={font.id}>
                {font.label}
              </Option>
            ))}
          </Select>
        </FormControl>

        <Button
          variant="outlined"
          color="neutral"
          startDecorator={<RestartAltRounded />}
          onClick={() => setState(DEFAULT_STATE)}
          sx={{ justifySelf: 'start' }}
        >
          Reset to defaults
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}>
        <CssVarsProvider theme={theme} attribute={ATTRIBUTE} colorSchemeNode={null}>
          <Sheet
            {...{ [ATTRIBUTE]: scheme }}
            variant="outlined"
            role="region"
            aria-label={`Preview, ${scheme} scheme`}
            sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.body' }}
          >
            <ThemePreview />
          </Sheet>
        </CssVarsProvider>

        <Sheet variant="soft" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 1.5,
              py: 1,
            }}
          >
            <Typography level="title-sm" id={`${id}-code`}>
              theme.ts
            </Typography>
            <Button
              size="sm"
              variant="outlined"
              color="neutral"
              onClick={handleCopy}
              startDecorator={
                copyStatus === 'copied' ? <DoneRounded /> : <ContentCopyRounded />
              }
            >
              {copyStatus === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </Box>
          <Box
            component="pre"
            // Focusable so that keyboard users can scroll the code.
            tabIndex={0}
            role="region"
            aria-labelledby={`${id}-code`}
            sx={{
              m: 0,
              px: 1.5,
              pb: 1.5,
              maxHeight: 320,
              overflow: 'auto',
              fontFamily: 'code',
              fontSize: 'xs',
              color: 'text.primary',
            }}
          >
            <code>{code}</code>
          </Box>
        </Sheet>
        <Typography level="body-sm" aria-live="polite" sx={{ minHeight: '1.5em' }}>
          {copyStatus === 'copied' && 'The theme code is in your clipboard.'}
          {copyStatus === 'failed' &&
            'Copying is not available here: select the code and copy it yourself.'}
        </Typography>
      </Box>
    </Box>
  );
}
