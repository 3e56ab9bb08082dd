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
      className="BasicFormControl"
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
        className="BasicFormControl-input"
      />
      <HelperText id={helperId} />
      <Styles />
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
      className="BasicFormControl-label"
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
      className="BasicFormControl-helperText"
    >
      {formControl?.error
        ? 'Enter an address like name@example.com.'
        : 'We send the receipt to this address.'}
    </p>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .BasicFormControl {
        padding: 16px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .BasicFormControl-label {
        display: block;
        margin-bottom: 4px;
        font-weight: 600;
      }

      .BasicFormControl-input {
        width: 320px;
      }

      .BasicFormControl-input .base-Input-input {
        width: 100%;
        box-sizing: border-box;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 12px;
        border-radius: 8px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        outline: 0;
      }

      .BasicFormControl-input .base-Input-input:hover,
      .BasicFormControl-input .base-Input-input:focus {
        border-color: #007fff;
      }

      .BasicFormControl-input .base-Input-input:focus {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .BasicFormControl-input .base-Input-input[aria-invalid=true] {
        border-color: #c41c1c;
      }

      .BasicFormControl-input .base-Input-input[aria-invalid=true]:focus {
        box-shadow: 0 0 0 3px #ff6b6b;
      }

      .BasicFormControl-helperText {
        margin: 6px 0 0;
        font-size: 0.8125rem;
        color: #434d5b;
      }

      .BasicFormControl-label[data-error],
      .BasicFormControl-helperText[data-error] {
        color: #c41c1c;
      }
      `}
    </style>
  );
}
