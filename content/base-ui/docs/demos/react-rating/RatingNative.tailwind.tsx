import * as React from 'react';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RatingNative() {
  const id = React.useId();
  const [value, setValue] = React.useState(3);
  const [hovered, setHovered] = React.useState<number | null>(null);
  const shown = hovered ?? value;

  return (
    <fieldset className="m-0 border-0 p-0 font-sans text-sm">
      <legend className="mb-2 p-0 font-semibold">Rate this recipe</legend>
      <div
        className="inline-flex align-middle"
        onMouseLeave={() => setHovered(null)}
      >
        {labels.map((label, index) => {
          const stars = index + 1;
          return (
            <label
              key={label}
              className="group relative inline-flex cursor-pointer p-0.5 text-slate-500 data-[filled]:text-amber-600"
              data-filled={stars <= shown || undefined}
              onMouseEnter={() => setHovered(stars)}
            >
              {/* The radio stays in the page, invisible, so it keeps keyboard focus
                  and the arrow keys of a native radio group. */}
              <input
                type="radio"
                className="peer absolute inset-0 m-0 h-full w-full cursor-[inherit] opacity-0"
                name={`${id}-rating`}
                value={stars}
                checked={value === stars}
                onChange={() => setValue(stars)}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}, ${label}`}
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                className="fill-none stroke-current stroke-[1.5] group-data-[filled]:fill-current peer-focus-visible:rounded peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-blue-500"
              >
                <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
              </svg>
            </label>
          );
        })}
      </div>
      <span className="ml-2 align-middle" aria-hidden="true">
        {labels[shown - 1]}
      </span>
    </fieldset>
  );
}
