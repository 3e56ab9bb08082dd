import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

export default function BasicFormControl() {
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const inputId = React.useId();
  const helperId = React.useId();
  const error = touched && !/^\S+@\S+\.\S+$/.test(value);

  return (
    <FormControl
      className="rounded-xl bg-white p-4"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
      required
      error={error}
    >
      <Label htmlFor={inputId}>Email address</Label>
      <Input
        id={inputId}
        type="email"
        aria-describedby={helperId}
        className="w-80"
        slotProps={{
          input: {
            className:
              'box-border w-full rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-normal text-slate-900 outline-0 hover:border-blue-500 focus:border-blue-500 focus:ring-[3px] focus:ring-blue-200 aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus:ring-red-300',
          },
        }}
      />
      <HelperText id={helperId} />
    </FormControl>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const { htmlFor, children } = props;
  const formControl = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      data-error={formControl?.error || undefined}
      className="mb-1 block font-sans text-sm font-semibold text-slate-900 data-[error]:text-red-700"
    >
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <p
      id={id}
      data-error={formControl?.error || undefined}
      className="mb-0 mt-1.5 font-sans text-[0.8125rem] text-slate-700 data-[error]:text-red-700"
    >
      {formControl?.error
        ? 'Enter an address like name@example.com.'
        : 'We send the receipt to this address.'}
    </p>
  );
}
