import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';
import { LANGUAGE_INFO, LANGUAGES } from '../../domain/languages';
import { toPageUrl } from '../../domain/routing';
import { CODE_STYLINGS, CODE_VARIANTS, MODES, type Mode } from '../../domain/preferences';
import { useCodePreferences } from '../../providers/CodePreferencesProvider';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { useChangeTheme, useThemeDispatch, useThemeState } from '../../providers/ThemeStateProvider';
import { ColorSettings } from './ColorSettings';
import { SettingsSection } from './SettingsSection';
import { goTo, isPlainClick } from '../goTo';

const MODE_ICONS: Record<Mode, React.ReactElement> = {
  light: <LightModeRounded fontSize="small" />,
  system: <SettingsBrightnessRounded fontSize="small" />,
  dark: <DarkModeOutlined fontSize="small" />,
};
const CODE_VARIANT_LABELS = { TS: 'TypeScript', JS: 'JavaScript' } as const;
const ga = (action: string) => ({ 'data-ga-event-category': 'settings', 'data-ga-event-action': action });

/**
 * The settings drawer: mode, direction, colours, density, language and code preferences. `container`: where its portal
 * goes (an island's root); the document's body by default.
 */
export function SettingsDrawer({ open, onClose, container }: { open: boolean; onClose: () => void; container?: HTMLElement }) {
  const t = useTranslate();
  const { mode, setMode } = useColorScheme();
  const { direction, dense, spacing } = useThemeState();
  const changeTheme = useChangeTheme();
  const dispatch = useThemeDispatch();
  const { language, pathname } = useRouteData();
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      ModalProps={{ container }}
      PaperProps={{ elevation: 0, sx: { width: { xs: 310, sm: 360 }, p: 2, borderRadius: '10px 0 0 10px', borderLeft: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h4" sx={{ fontSize: '1rem', fontFamily: 'inherit', fontWeight: 600 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>

      <SettingsSection id="settings-mode" title={t('settings.mode')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={mode ?? null}
          aria-labelledby="settings-mode"
          onChange={(_, value: Mode | null) => value && setMode(value)}
        >
          {MODES.map((m) => (
            <ToggleButton key={m} value={m} sx={{ gap: 1 }} {...ga(m)}>
              {MODE_ICONS[m]}
              {t(`settings.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </SettingsSection>

      <SettingsSection id="settings-direction" title={t('settings.direction')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={direction}
          aria-labelledby="settings-direction"
          onChange={(_, value: 'ltr' | 'rtl' | null) => value && changeTheme({ direction: value })}
        >
          <ToggleButton value="ltr" sx={{ gap: 1 }} {...ga('ltr')}>
            <FormatTextdirectionLToR fontSize="small" />
            {t('settings.ltr')}
          </ToggleButton>
          <ToggleButton value="rtl" sx={{ gap: 1 }} {...ga('rtl')}>
            <FormatTextdirectionRToL fontSize="small" />
            {t('settings.rtl')}
          </ToggleButton>
        </ToggleButtonGroup>
      </SettingsSection>

      <SettingsSection id="settings-color" title={t('settings.color')}>
        <ColorSettings />
      </SettingsSection>

      <SettingsSection id="settings-density" title={t('settings.density')}>
        <FormControlLabel
          control={
            <Switch
              checked={dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
              inputProps={ga('dense') as React.InputHTMLAttributes<HTMLInputElement>}
            />
          }
          label={t('settings.compact')}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
          <Typography id="settings-spacing" variant="body2" sx={{ flexGrow: 1 }}>
            {t('settings.spacing')}
          </Typography>
          <IconButton aria-label={t('settings.decreaseSpacing')} onClick={() => dispatch({ type: 'DECREASE_SPACING' })} {...ga('spacing-decrease')}>
            <RemoveRounded fontSize="small" />
          </IconButton>
          <Typography component="output" aria-labelledby="settings-spacing" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center' }}>
            {spacing}px
          </Typography>
          <IconButton aria-label={t('settings.increaseSpacing')} onClick={() => dispatch({ type: 'INCREASE_SPACING' })} {...ga('spacing-increase')}>
            <AddRounded fontSize="small" />
          </IconButton>
        </Box>
        <Button size="small" variant="outlined" fullWidth onClick={() => dispatch({ type: 'RESET_DENSITY' })} {...ga('density-reset')}>
          {t('settings.resetDensity')}
        </Button>
      </SettingsSection>

      <SettingsSection id="settings-language" title={t('language.label')}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {LANGUAGES.map((lang) => {
            const href = toPageUrl(pathname === '/404' ? '/' : pathname, lang);
            return (
              <Button
                key={lang}
                href={href}
                lang={LANGUAGE_INFO[lang].tag}
                variant={lang === language ? 'contained' : 'outlined'}
                aria-current={lang === language ? 'true' : undefined}
                onClick={(event: React.MouseEvent) => {
                  onClose();
                  if (!isPlainClick(event)) return; // a new tab or window: the browser follows the link
                  event.preventDefault();
                  goTo(href);
                }}
                sx={{ flex: 1 }}
                {...ga(`language-${lang}`)}
              >
                {LANGUAGE_INFO[lang].label}
              </Button>
            );
          })}
        </Box>
      </SettingsSection>

      <SettingsSection id="settings-code" title={t('settings.code')}>
        <Typography id="settings-code-variant" variant="body2" sx={{ mb: 0.5 }}>
          {t('settings.codeVariant')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={codeVariant}
          aria-labelledby="settings-code-variant"
          onChange={(_, value) => value && setCodeVariant(value)}
          sx={{ mb: 1.5 }}
        >
          {CODE_VARIANTS.map((v) => (
            <ToggleButton key={v} value={v} data-ga-event-category="demo" data-ga-event-action="codeVariant" data-ga-event-label={v}>
              {CODE_VARIANT_LABELS[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography id="settings-code-styling" variant="body2" sx={{ mb: 0.5 }}>
          {t('settings.codeStyling')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={codeStyling}
          aria-labelledby="settings-code-styling"
          onChange={(_, value) => value && setCodeStyling(value)}
        >
          {CODE_STYLINGS.map((s) => (
            <ToggleButton key={s} value={s} data-ga-event-category="demo" data-ga-event-action="codeStyling" data-ga-event-label={s}>
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </SettingsSection>
    </Drawer>
  );
}
