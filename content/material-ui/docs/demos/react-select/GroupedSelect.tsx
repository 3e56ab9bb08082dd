import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function GroupedSelect() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="grouped-select-label">Time zone</InputLabel>
        <Select labelId="grouped-select-label" defaultValue="" label="Time zone">
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <ListSubheader>Europe</ListSubheader>
          <MenuItem value="Europe/Lisbon">Lisbon</MenuItem>
          <MenuItem value="Europe/Paris">Paris</MenuItem>
          <ListSubheader>Asia</ListSubheader>
          <MenuItem value="Asia/Tokyo">Tokyo</MenuItem>
          <MenuItem value="Asia/Singapore">Singapore</MenuItem>
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel htmlFor="grouped-native-select">Time zone (native)</InputLabel>
        <Select
          native
          defaultValue=""
          id="grouped-native-select"
          label="Time zone (native)"
        >
          <option aria-label="None" value="" />
          <optgroup label="Europe">
            <option value="Europe/Lisbon">Lisbon</option>
            <option value="Europe/Paris">Paris</option>
          </optgroup>
          <optgroup label="Asia">
            <option value="Asia/Tokyo">Tokyo</option>
            <option value="Asia/Singapore">Singapore</option>
          </optgroup>
        </Select>
      </FormControl>
    </Stack>
  );
}
