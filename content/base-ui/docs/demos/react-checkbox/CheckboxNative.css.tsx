import * as React from 'react';

const topics = [
  { name: 'product', label: 'Product updates' },
  { name: 'tips', label: 'Tips and tutorials' },
  { name: 'events', label: 'Events near you' },
];

export default function CheckboxNative() {
  const id = React.useId();
  const [checked, setChecked] = React.useState<Record<string, boolean>>({
    product: true,
    tips: false,
    events: false,
  });
  const values = Object.values(checked);
  const all = values.every(Boolean);
  const some = values.some(Boolean);

  return (
    <fieldset className="CheckboxNative">
      <legend className="CheckboxNative-legend">Email preferences</legend>
      <div className="CheckboxNative-row">
        <IndeterminateCheckbox
          id={`${id}-all`}
          checked={all}
          indeterminate={some && !all}
          onChange={(event) =>
            setChecked(
              Object.fromEntries(topics.map((t) => [t.name, event.target.checked])),
            )
          }
        />
        <label htmlFor={`${id}-all`}>All topics</label>
      </div>
      {topics.map((topic) => (
        <div key={topic.name} className="CheckboxNative-row CheckboxNative-nested">
          <input
            type="checkbox"
            className="CheckboxNative-input"
            id={`${id}-${topic.name}`}
            name={topic.name}
            checked={checked[topic.name]}
            onChange={(event) =>
              setChecked({ ...checked, [topic.name]: event.target.checked })
            }
          />
          <label htmlFor={`${id}-${topic.name}`}>{topic.label}</label>
        </div>
      ))}
      <Styles />
    </fieldset>
  );
}

// `indeterminate` is a DOM property with no HTML attribute: set it in an effect.
function IndeterminateCheckbox({
  indeterminate,
  ...props
}: React.ComponentPropsWithoutRef<'input'> & { indeterminate: boolean }) {
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);
  return (
    <input type="checkbox" className="CheckboxNative-input" ref={ref} {...props} />
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .CheckboxNative {
        display: flex;
        flex-direction: column;
        gap: 8px;
        margin: 0;
        padding: 0;
        border: 0;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .CheckboxNative-legend {
        margin-bottom: 8px;
        padding: 0;
        font-weight: 600;
      }

      .CheckboxNative-row {
        display: flex;
        align-items: center;
        gap: 8px;
      }

      .CheckboxNative-nested {
        padding-left: 24px;
      }

      .CheckboxNative-input {
        width: 18px;
        height: 18px;
        margin: 0;
        accent-color: #0059b2;
      }

      .CheckboxNative-input:focus-visible {
        outline: 2px solid #3399ff;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
