import * as React from 'react';
import { styled } from '@mui/system';

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
    <Fieldset>
      <Legend>Email preferences</Legend>
      <Row>
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
      </Row>
      {topics.map((topic) => (
        <Row key={topic.name} sx={{ pl: 3 }}>
          <Checkbox
            type="checkbox"
            id={`${id}-${topic.name}`}
            name={topic.name}
            checked={checked[topic.name]}
            onChange={(event) =>
              setChecked({ ...checked, [topic.name]: event.target.checked })
            }
          />
          <label htmlFor={`${id}-${topic.name}`}>{topic.label}</label>
        </Row>
      ))}
    </Fieldset>
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
  return <Checkbox type="checkbox" ref={ref} {...props} />;
}

const Fieldset = styled('fieldset')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Legend = styled('legend')({ marginBottom: 8, padding: 0, fontWeight: 600 });

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });

const Checkbox = styled('input')(({ theme }) => ({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: '#0059B2',
  '&:focus-visible': { outline: '2px solid #3399FF', outlineOffset: 2 },
  ...theme.applyStyles('dark', { accentColor: '#66B2FF' }),
}));
