import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface Tag {
  key: number;
  label: string;
}

const initialTags: Tag[] = [
  { key: 0, label: 'React' },
  { key: 1, label: 'TypeScript' },
  { key: 2, label: 'Material UI' },
  { key: 3, label: 'Emotion' },
];

export default function ClickableAndDeletableChips() {
  const [tags, setTags] = React.useState<Tag[]>(initialTags);
  const [selected, setSelected] = React.useState<number | null>(null);

  const handleDelete = (tagToDelete: Tag) => () => {
    setTags((current) => current.filter((tag) => tag.key !== tagToDelete.key));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => (
          <Chip
            key={tag.key}
            label={tag.label}
            color={selected === tag.key ? 'primary' : 'default'}
            onClick={() => setSelected(tag.key)}
            onDelete={handleDelete(tag)}
          />
        ))}
      </Stack>
      <Button
        size="small"
        onClick={() => setTags(initialTags)}
        disabled={tags.length === initialTags.length}
      >
        Reset tags
      </Button>
    </Stack>
  );
}
