import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoIcon from '@mui/icons-material/Info';

// Draws a small landscape as an inline SVG, so the demo needs no network images.
function landscape(from: string, to: string, width = 300, height = 300) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" fill-opacity="0.75"/><path d="M0 ${height * 0.75} Q${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.75} T${width} ${height * 0.7} V${height} H0 Z" fill="#000" fill-opacity="0.25"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const scenes = [
  { title: 'Sunrise over the hills', author: 'Ana Ortiz', from: '#ffb74d', to: '#f06292' },
  { title: 'Ocean at noon', author: 'Kenji Sato', from: '#81d4fa', to: '#0277bd' },
  { title: 'Forest at dusk', author: 'Lea Weber', from: '#a5d6a7', to: '#1b5e20' },
  { title: 'Lavender field', author: 'Omar Haddad', from: '#e1bee7', to: '#6a1b9a' },
];

export default function TitlebarImageList() {
  return (
    <ImageList cols={2} gap={8} sx={{ maxWidth: 500, m: 0 }}>
      {scenes.map((scene) => (
        <ImageListItem key={scene.title}>
          <img
            src={landscape(scene.from, scene.to, 300, 200)}
            alt={`Illustration: ${scene.title.toLowerCase()}`}
            loading="lazy"
          />
          <ImageListItemBar
            title={scene.title}
            subtitle={`by ${scene.author}`}
            actionIcon={
              <IconButton aria-label={`Details of ${scene.title}`} sx={{ color: 'common.white' }}>
                <InfoIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
