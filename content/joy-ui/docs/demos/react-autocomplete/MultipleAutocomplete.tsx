import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = [
  'Accessibility',
  'Animation',
  'CSS',
  'Design systems',
  'GraphQL',
  'Performance',
  'React',
  'Testing',
  'TypeScript',
];

export default function MultipleAutocomplete() {
  return (
    <FormControl sx={{ width: 400, maxWidth: '100%' }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        limitTags={3}
        placeholder="Add a skill"
        options={skills}
        defaultValue={['CSS', 'React', 'TypeScript', 'Testing']}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="primary"
                endDecorator={
                  <ChipDelete
                    {...tagProps}
                    onDelete={onClick}
                    aria-label={`Remove ${tag}`}
                  />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
