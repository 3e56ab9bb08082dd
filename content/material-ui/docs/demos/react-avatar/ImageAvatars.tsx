import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Inline SVG "photos" keep the demo offline; in an app, `src` is usually a URL.
function portrait(skin: string, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
    <defs><linearGradient id="g" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="40" height="40" fill="url(#g)"/>
    <circle cx="20" cy="16" r="7" fill="${skin}"/>
    <ellipse cx="20" cy="38" rx="13" ry="10" fill="${skin}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Ada Lovelace', src: portrait('#f1c27d', '#4facfe', '#00f2fe') },
  { name: 'Grace Hopper', src: portrait('#e0ac69', '#f093fb', '#f5576c') },
  { name: 'Alan Turing', src: portrait('#8d5524', '#43e97b', '#38f9d7') },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
