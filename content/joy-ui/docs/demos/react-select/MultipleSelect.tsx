import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const days = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export default function MultipleSelect() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Working days</FormLabel>
      <Select
        multiple
        defaultValue={['Monday', 'Wednesday', 'Friday']}
        placeholder="No days selected"
        sx={{ '--Select-placeholderOpacity': 0.8 }}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
        slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      >
        {days.map((day) => (
          <Option key={day} value={day}>
            {day}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
