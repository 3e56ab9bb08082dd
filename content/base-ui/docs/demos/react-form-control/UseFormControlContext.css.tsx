import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const MAX_LENGTH = 120;

export default function UseFormControlContext() {
  const [bio, setBio] = React.useState('');
  const fieldId = React.useId();
  const counterId = React.useId();

  return (
    <FormControl
      className="UseFormControlContext"
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
    >
      <Label htmlFor={fieldId}>Short bio</Label>
      <BioTextarea id={fieldId} describedBy={counterId} />
      <CharacterCount id={counterId} />
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
      data-focused={formControl?.focused || undefined}
      className="UseFormControlContext-label"
    >
      {children}
    </label>
  );
}

function BioTextarea(props: { id: string; describedBy: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('BioTextarea must be placed inside a FormControl.');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } =
    formControl;
  return (
    <textarea
      className="UseFormControlContext-textarea"
      id={props.id}
      aria-describedby={props.describedBy}
      aria-invalid={error || undefined}
      rows={3}
      value={value as string}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
    />
  );
}

function CharacterCount({ id }: { id: string }) {
  const formControl = useFormControlContext();
  const length = String(formControl?.value ?? '').length;
  return (
    <p
      id={id}
      data-error={formControl?.error || undefined}
      className="UseFormControlContext-count"
    >
      {length} of {MAX_LENGTH} characters
    </p>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseFormControlContext {
        padding: 16px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .UseFormControlContext-label {
        display: block;
        margin-bottom: 4px;
        font-weight: 600;
      }

      .UseFormControlContext-label[data-focused] {
        color: #0059b2;
      }

      .UseFormControlContext-textarea {
        display: block;
        width: 320px;
        box-sizing: border-box;
        resize: vertical;
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

      .UseFormControlContext-textarea:hover,
      .UseFormControlContext-textarea:focus {
        border-color: #007fff;
      }

      .UseFormControlContext-textarea:focus {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseFormControlContext-textarea[aria-invalid=true] {
        border-color: #c41c1c;
      }

      .UseFormControlContext-count {
        margin: 6px 0 0;
        font-size: 0.8125rem;
        text-align: right;
        color: #434d5b;
      }

      .UseFormControlContext-count[data-error] {
        color: #c41c1c;
      }
      `}
    </style>
  );
}
