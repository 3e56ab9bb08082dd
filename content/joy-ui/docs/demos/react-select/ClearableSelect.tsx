import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { SelectStaticProps } from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [status, setStatus] = React.useState<string | null>('in-progress');
  const action: SelectStaticProps['action'] = React.useRef(null);

  return (
    <Stack spacing={1.5} sx={{ width: 240 }}>
      <FormControl>
        <FormLabel>Status</FormLabel>
        <Select
          action={action}
          placeholder="Any status"
          sx={{ '--Select-placeholderOpacity': 0.8 }}
          value={status}
          onChange={(event, newValue) => setStatus(newValue)}
          {...(status && {
            // Replace the arrow with a clear button while a value is selected.
            endDecorator: (
              <IconButton
                size="sm"
                aria-label="Clear status"
                onMouseDown={(event) => {
                  // Keep the listbox from opening.
                  event.stopPropagation();
                }}
                onClick={() => {
                  setStatus(null);
                  action.current?.focusVisible();
                }}
              >
                <CloseRounded />
              </IconButton>
            ),
            indicator: null,
          })}
        >
          <Option value="todo">To do</Option>
          <Option value="in-progress">In progress</Option>
          <Option value="review">In review</Option>
          <Option value="done">Done</Option>
        </Select>
      </FormControl>
      <Typography level="body-sm">
        value: <code>{status === null ? 'null' : `'${status}'`}</code>
      </Typography>
    </Stack>
  );
}
