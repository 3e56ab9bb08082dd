import * as React from 'react';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RatingNative() {
  const id = React.useId();
  const [value, setValue] = React.useState(3);
  const [hovered, setHovered] = React.useState<number | null>(null);
  const shown = hovered ?? value;

  return (
    <fieldset className="RatingNative">
      <legend className="RatingNative-legend">Rate this recipe</legend>
      <div className="RatingNative-stars" onMouseLeave={() => setHovered(null)}>
        {labels.map((label, index) => {
          const stars = index + 1;
          return (
            <label
              key={label}
              className="RatingNative-star"
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
            </label>
          );
        })}
      </div>
      <span className="RatingNative-caption" aria-hidden="true">
        {labels[shown - 1]}
      </span>
      <Styles />
    </fieldset>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .RatingNative {
        margin: 0;
        padding: 0;
        border: 0;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .RatingNative-legend {
        margin-bottom: 8px;
        padding: 0;
        font-weight: 600;
      }

      .RatingNative-stars {
        display: inline-flex;
        vertical-align: middle;
      }

      .RatingNative-star {
        position: relative;
        display: inline-flex;
        padding: 2px;
        color: #5f6c80;
        cursor: pointer;
      }

      /* The radio stays in the page, invisible, so it keeps keyboard focus and
         the arrow keys of a native radio group. */
      .RatingNative-star input {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        margin: 0;
        opacity: 0;
        cursor: inherit;
      }

      .RatingNative-star svg {
        fill: none;
        stroke: currentColor;
        stroke-width: 1.5;
      }

      .RatingNative-star[data-filled] {
        color: #d97706;
      }

      .RatingNative-star[data-filled] svg {
        fill: currentColor;
      }

      .RatingNative-star input:focus-visible + svg {
        outline: 2px solid #3399ff;
        border-radius: 4px;
      }

      .RatingNative-caption {
        margin-left: 8px;
        vertical-align: middle;
      }
      `}
    </style>
  );
}
