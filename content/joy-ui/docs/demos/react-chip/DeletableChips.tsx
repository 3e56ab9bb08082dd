import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initialTags = ['react', 'typescript', 'css-variables', 'accessibility'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(initialTags);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {tags.map((tag) => (
          <Chip
            key={tag}
            variant="soft"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${tag}`}
                onDelete={() =>
                  setTags((prev) => prev.filter((item) => item !== tag))
                }
              />
            }
          >
            {tag}
          </Chip>
        ))}
        {tags.length === 0 && <Typography level="body-sm">No tags.</Typography>}
      </Stack>
      <Button
        size="sm"
        variant="plain"
        disabled={tags.length === initialTags.length}
        onClick={() => setTags(initialTags)}
      >
        Reset tags
      </Button>
    </Stack>
  );
}
