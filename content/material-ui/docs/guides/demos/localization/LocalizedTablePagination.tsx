import * as React from 'react';
import { ThemeProvider, Theme } from '@mui/material/styles';
import * as locales from '@mui/material/locale';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';

type SupportedLocale = keyof typeof locales;

const options: SupportedLocale[] = ['frFR', 'deDE', 'esES', 'jaJP', 'zhCN', 'enUS'];

export default function LocalizedTablePagination() {
  const [locale, setLocale] = React.useState<SupportedLocale>('frFR');
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  // Adds the locale's component defaults to the surrounding theme.
  const withLocale = React.useCallback(
    (outerTheme: Theme): Theme => ({
      ...outerTheme,
      components: { ...outerTheme.components, ...locales[locale].components },
    }),
    [locale],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Autocomplete
        options={options}
        value={locale}
        disableClearable
        onChange={(event, newValue) => setLocale(newValue)}
        sx={{ width: 200 }}
        renderInput={(params) => <TextField {...params} label="Locale" size="small" />}
      />
      <ThemeProvider theme={withLocale}>
        <TablePagination
          component="div"
          count={240}
          page={page}
          onPageChange={(event, newPage) => setPage(newPage)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Stack>
  );
}
