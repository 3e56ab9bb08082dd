import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

// A 2:1 illustration, embedded so the demo works offline.
const landscape = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
    <rect width="400" height="200" fill="#cde8ff"/>
    <circle cx="320" cy="52" r="26" fill="#ffd36b"/>
    <path d="M0 200 L110 70 L200 170 L270 100 L400 200 Z" fill="#3f7f5f"/>
    <path d="M0 200 L60 150 L140 200 Z" fill="#2d5e46"/>
  </svg>`,
)}`;

export default function AspectRatioObjectFit() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {(['cover', 'contain'] as const).map((objectFit) => (
        <Box key={objectFit} sx={{ width: 200 }}>
          <AspectRatio ratio="1" objectFit={objectFit} variant="outlined">
            <img src={landscape} alt="Green hills under a sun" />
          </AspectRatio>
          <Typography level="body-sm" sx={{ mt: 1 }}>
            objectFit=&quot;{objectFit}&quot;
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
