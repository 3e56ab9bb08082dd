import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

const locales = {
  en: { label: 'English', texts: enUS, date: 'Check-in', dateTime: 'Arrival' },
  de: { label: 'Deutsch', texts: deDE, date: 'Anreise', dateTime: 'Ankunft' },
  fr: {
    label: 'Français',
    texts: frFR,
    date: 'Arrivée',
    dateTime: 'Heure d’arrivée',
  },
  ja: { label: '日本語', texts: jaJP, date: 'チェックイン', dateTime: '到着日時' },
};

type LocaleKey = keyof typeof locales;

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleKey>('de');
  const localeText =
    locales[locale].texts.components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={localeText}
    >
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(event, newLocale: LocaleKey | null) => {
            if (newLocale) {
              setLocale(newLocale);
            }
          }}
          aria-label="Locale"
        >
          {(Object.keys(locales) as LocaleKey[]).map((key) => (
            <ToggleButton key={key} value={key} lang={key}>
              {locales[key].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} lang={locale}>
          <DatePicker
            label={locales[locale].date}
            defaultValue={dayjs('2024-04-17')}
          />
          <DateTimePicker
            label={locales[locale].dateTime}
            defaultValue={dayjs('2024-04-17T15:30')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
