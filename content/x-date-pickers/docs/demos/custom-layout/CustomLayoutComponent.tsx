import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutProps,
  PickersLayoutRoot,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { DateView } from '@mui/x-date-pickers/models';

function DeliveryLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={props}
      className={pickersLayoutClasses.root}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {toolbar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Divider />
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pt: 1.5 }}>
        Orders placed before 14:00 ship the same day.
      </Typography>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ layout: DeliveryLayout }}
        localeText={{ toolbarTitle: 'Delivery date' }}
      />
    </LocalizationProvider>
  );
}
