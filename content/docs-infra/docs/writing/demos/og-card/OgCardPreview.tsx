import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const MAX_DESCRIPTION = 160;

export default function OgCardPreview() {
  const [title, setTitle] = React.useState('Callouts');
  const [product, setProduct] = React.useState('Docs-infra');
  const [description, setDescription] = React.useState(
    'How to highlight notes, tips, warnings and errors in documentation pages.',
  );
  const tooLong = description.length > MAX_DESCRIPTION;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ width: '100%' }}
    >
      <Stack spacing={2} sx={{ flex: 1 }}>
        <TextField
          label="Frontmatter title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="Product name"
          value={product}
          onChange={(event) => setProduct(event.target.value)}
        />
        <TextField
          label="Frontmatter description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          error={tooLong}
          helperText={`${description.length} / ${MAX_DESCRIPTION} characters${
            tooLong ? ': previews will cut it' : ''
          }`}
        />
      </Stack>
      <Box sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Link preview
        </Typography>
        <Card variant="outlined">
          <Box
            aria-hidden
            sx={{
              height: 96,
              background: (theme) =>
                `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
            }}
          />
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              mui.com
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {`${title} - ${product}`}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {description}
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
