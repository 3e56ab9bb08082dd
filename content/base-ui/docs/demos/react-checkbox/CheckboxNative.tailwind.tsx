import * as React from 'react';

const topics = [
  { name: 'product', label: 'Product updates' },
  { name: 'tips', label: 'Tips and tutorials' },
  { name: 'events', label: 'Events near you' },
];

const inputClassName =
  'm-0 h-[18px] w-[18px] accent-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500';

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
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0 font-sans text-sm">
      <legend className="mb-2 p-0 font-semibold">Email preferences</legend>
      <div className="flex items-center gap-2">
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
        <div key={topic.name} className="flex items-center gap-2 pl-6">
          <input
            type="checkbox"
            className={inputClassName}
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
  return <input type="checkbox" className={inputClassName} ref={ref} {...props} />;
}
