import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import InsertLink from '@mui/icons-material/InsertLink';

const MAX_LENGTH = 280;

export default function CommentTextarea() {
  const [text, setText] = React.useState('');
  const [posted, setPosted] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: 420, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Add a comment</FormLabel>
        <Textarea
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ textarea: { maxLength: MAX_LENGTH } }}
          endDecorator={
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                width: '100%',
                pt: 1,
                borderTop: '1px solid',
                borderColor: 'divider',
              }}
            >
              <IconButton size="sm" aria-label="Bold">
                <FormatBold />
              </IconButton>
              <IconButton size="sm" aria-label="Italic">
                <FormatItalic />
              </IconButton>
              <IconButton size="sm" aria-label="Insert link">
                <InsertLink />
              </IconButton>
              <Typography level="body-xs" sx={{ ml: 'auto', mr: 1 }}>
                {text.length}/{MAX_LENGTH}
              </Typography>
              <Button
                size="sm"
                disabled={text.trim() === ''}
                onClick={() => {
                  setPosted((prev) => [...prev, text.trim()]);
                  setText('');
                }}
              >
                Post
              </Button>
            </Box>
          }
        />
      </FormControl>
      <Typography level="body-sm" sx={{ mt: 1.5 }}>
        {posted.length === 0
          ? 'No comments yet.'
          : `${posted.length} comment(s) posted. Last: “${posted[posted.length - 1]}”`}
      </Typography>
    </Box>
  );
}
