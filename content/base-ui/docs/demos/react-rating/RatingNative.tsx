import * as React from 'react';
import { styled } from '@mui/system';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RatingNative() {
  const id = React.useId();
  const [value, setValue] = React.useState(3);
  const [hovered, setHovered] = React.useState<number | null>(null);
  const shown = hovered ?? value;

  return (
    <Fieldset>
      <Legend>Rate this recipe</Legend>
      <Stars onMouseLeave={() => setHovered(null)}>
        {labels.map((label, index) => {
          const stars = index + 1;
          return (
            <Star
              key={label}
              data-filled={stars <= shown || undefined}
              onMouseEnter={() => setHovered(stars)}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={value === stars}
                onChange={() => setValue(stars)}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}, ${label}`}
              />
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
                <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
              </svg>
            </Star>
          );
        })}
      </Stars>
      <Caption aria-hidden="true">{labels[shown - 1]}</Caption>
    </Fieldset>
  );
}

const Fieldset = styled('fieldset')({
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Legend = styled('legend')({ marginBottom: 8, padding: 0, fontWeight: 600 });

const Stars = styled('div')({ display: 'inline-flex', verticalAlign: 'middle' });

const Star = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: 2,
  color: '#5F6C80',
  cursor: 'pointer',
  // The radio stays in the page, invisible, so it keeps keyboard focus and
  // the arrow keys of a native radio group.
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  '& svg': { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 },
  '&[data-filled]': { color: '#D97706' },
  '&[data-filled] svg': { fill: 'currentColor' },
  '& input:focus-visible + svg': { outline: '2px solid #3399FF', borderRadius: 4 },
  ...theme.applyStyles('dark', {
    color: '#9DA8B7',
    '&[data-filled]': { color: '#FBBF24' },
  }),
}));

const Caption = styled('span')({ marginLeft: 8, verticalAlign: 'middle' });
