import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const MAX_LENGTH = 120;

export default function UseFormControlContext() {
  const [bio, setBio] = React.useState('');
  const fieldId = React.useId();
  const counterId = React.useId();

  return (
    <FormControl
      className="rounded-xl bg-white p-4"
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
    >
      <Label htmlFor={fieldId}>Short bio</Label>
      <BioTextarea id={fieldId} describedBy={counterId} />
      <CharacterCount id={counterId} />
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
      className="mb-1 block font-sans text-sm font-semibold text-slate-900 data-[focused]:text-blue-700"
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
      className="box-border block w-80 resize-y rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-normal text-slate-900 outline-0 hover:border-blue-500 focus:border-blue-500 focus:ring-[3px] focus:ring-blue-200 aria-[invalid=true]:border-red-700"
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
      className="mb-0 mt-1.5 text-right font-sans text-[0.8125rem] text-slate-700 data-[error]:text-red-700"
    >
      {length} of {MAX_LENGTH} characters
    </p>
  );
}
