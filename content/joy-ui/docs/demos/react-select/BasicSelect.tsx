import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function BasicSelect() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Country</FormLabel>
      <Select
        placeholder="Select a country"
        name="country"
        // The default placeholder opacity (0.64) is below a 4.5:1 contrast ratio.
        sx={{ '--Select-placeholderOpacity': 0.8 }}
      >
        <Option value="br">Brazil</Option>
        <Option value="ca">Canada</Option>
        <Option value="de">Germany</Option>
        <Option value="in">India</Option>
        <Option value="jp">Japan</Option>
        <Option value="ke">Kenya</Option>
      </Select>
      <FormHelperText>Used to calculate shipping costs.</FormHelperText>
    </FormControl>
  );
}
