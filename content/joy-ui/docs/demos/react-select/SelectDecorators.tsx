import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LockIcon from '@mui/icons-material/Lock';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';

const options = [
  { value: 'private', label: 'Only me', icon: <LockIcon /> },
  { value: 'team', label: 'My team', icon: <PeopleIcon /> },
  { value: 'public', label: 'Anyone with the link', icon: <PublicIcon /> },
];

export default function SelectDecorators() {
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Who can see this document?</FormLabel>
      <Select
        defaultValue="team"
        indicator={<KeyboardArrowDown />}
        renderValue={(selected) => {
          const option = options.find((item) => item.value === selected?.value);
          return option ? (
            <React.Fragment>
              <ListItemDecorator>{option.icon}</ListItemDecorator>
              {option.label}
            </React.Fragment>
          ) : null;
        }}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value} label={option.label}>
            <ListItemDecorator>{option.icon}</ListItemDecorator>
            {option.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
