import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function CustomizationStateClasses() {
  const id = React.useId();
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

  return (
    <div className="flex w-80 flex-col gap-1 rounded-xl border border-solid border-slate-200 bg-white p-4 font-sans text-sm text-slate-900">
      <label htmlFor={id} className="font-semibold">
        Work email
      </label>
      <Input
        id={id}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-help`}
        // Arbitrary variants target the state classes on the root.
        className="flex rounded-lg border border-solid border-slate-300 bg-white [&.base--error.base--focused]:ring-red-200 [&.base--error]:border-red-700 [&.base--focused]:border-blue-500 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-200"
        slotProps={{
          input: {
            className:
              'min-w-0 grow border-0 bg-transparent px-3 py-2 font-sans text-sm leading-normal text-slate-900 outline-none',
          },
        }}
      />
      <span
        id={`${id}-help`}
        className={invalid ? 'text-xs text-red-700' : 'text-xs'}
      >
        {invalid ? 'Enter an address like name@company.com.' : 'We never share it.'}
      </span>
    </div>
  );
}
