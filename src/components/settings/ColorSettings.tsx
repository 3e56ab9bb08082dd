import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { TranslationKey } from '../../domain/i18n';
import type { PaletteColors } from '../../domain/preferences';
import { toPageUrl } from '../../domain/routing';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { useChangeTheme, useThemeDispatch, useThemeState } from '../../providers/ThemeStateProvider';

/** Swatches dark enough for white button text (≥ 4.5:1). undefined = the brand colour. */
const SWATCHES: Array<{ key: TranslationKey; value: string | undefined; css: string }> = [
  { key: 'color.default', value: undefined, css: 'hsl(210, 100%, 42%)' },
  { key: 'color.purple', value: '#6a1b9a', css: '#6a1b9a' },
  { key: 'color.teal', value: '#00695c', css: '#00695c' },
  { key: 'color.red', value: '#c62828', css: '#c62828' },
  { key: 'color.green', value: '#2e7d32', css: '#2e7d32' },
  { key: 'color.pink', value: '#ad1457', css: '#ad1457' },
];

function SwatchGroup({
  name,
  label,
  current,
  onChange,
}: {
  name: keyof PaletteColors;
  label: string;
  current: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const t = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Box component="legend" sx={{ fontSize: '0.875rem', mb: 0.75 }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {SWATCHES.map((swatch) => (
          <Box
            component="label"
            key={swatch.key}
            title={t(swatch.key)}
            sx={{
              position: 'relative',
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: swatch.css,
              cursor: 'pointer',
              outline: current === swatch.value ? '3px solid' : 'none',
              outlineColor: 'text.primary',
              outlineOffset: 2,
              '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={`settings-${name}`}
              value={swatch.value ?? 'default'}
              aria-label={t(swatch.key)}
              checked={current === swatch.value}
              onChange={() => onChange(swatch.value)}
              data-ga-event-category="settings"
              data-ga-event-action="colors"
              data-ga-event-label={`${name}:${swatch.value ?? 'default'}`}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', m: 0, opacity: 0, cursor: 'pointer' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The colour tool of the Material UI customization docs (its section on the Color page). */
const COLOR_TOOL_URL = '/material-ui/customization/color#color-tool';

/** Primary and secondary colour of the docs theme: applied at once, remembered, resettable. */
export function ColorSettings() {
  const t = useTranslate();
  const { paletteColors } = useThemeState();
  const changeTheme = useChangeTheme();
  const dispatch = useThemeDispatch();
  const { language } = useRouteData();
  const set = (key: keyof PaletteColors) => (value: string | undefined) => {
    const next = { ...paletteColors, [key]: value };
    if (value === undefined) delete next[key];
    changeTheme({ paletteColors: next });
  };
  return (
    <React.Fragment>
      <SwatchGroup name="primary" label={t('settings.primary')} current={paletteColors.primary} onChange={set('primary')} />
      <SwatchGroup name="secondary" label={t('settings.secondary')} current={paletteColors.secondary} onChange={set('secondary')} />
      <Button
        size="small"
        variant="outlined"
        fullWidth
        onClick={() => dispatch({ type: 'RESET_COLORS' })}
        data-ga-event-category="settings"
        data-ga-event-action="colors"
        data-ga-event-label="reset"
      >
        {t('settings.resetColors')}
      </Button>
      {/* More colours than the swatches: the colour tool builds a palette from any colour and shows its theme code. */}
      <Link
        href={toPageUrl(COLOR_TOOL_URL, language)}
        variant="body2"
        sx={{ display: 'block', mt: 1.5 }}
        data-ga-event-category="settings"
        data-ga-event-action="color-tool"
      >
        {t('settings.colorTool')}
      </Link>
    </React.Fragment>
  );
}
