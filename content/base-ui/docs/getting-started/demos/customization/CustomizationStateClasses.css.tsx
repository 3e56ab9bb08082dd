import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function CustomizationStateClasses() {
  const id = React.useId();
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

  return (
    <div className="CustomizationStateClasses">
      <label htmlFor={id} className="CustomizationStateClasses-label">
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
        className="CustomizationStateClasses-input"
      />
      <span
        id={`${id}-help`}
        className="CustomizationStateClasses-help"
        data-error={invalid || undefined}
      >
        {invalid ? 'Enter an address like name@company.com.' : 'We never share it.'}
      </span>
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .CustomizationStateClasses {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 320px;
        padding: 16px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #dae2ed;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .CustomizationStateClasses-label {
        font-weight: 600;
      }

      /* The root carries the state classes: base--focused while the field has
         focus, base--error when error is set. */
      .CustomizationStateClasses-input {
        display: flex;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        background: #fff;
      }

      .CustomizationStateClasses-input.base--focused {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .CustomizationStateClasses-input.base--error {
        border-color: #c62828;
      }

      .CustomizationStateClasses-input.base--error.base--focused {
        box-shadow: 0 0 0 3px #f5c2c2;
      }

      .CustomizationStateClasses-input .base-Input-input {
        flex-grow: 1;
        min-width: 0;
        padding: 8px 12px;
        font-family: inherit;
        font-size: inherit;
        line-height: 1.5;
        color: #1c2025;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .CustomizationStateClasses-help {
        font-size: 0.75rem;
      }

      .CustomizationStateClasses-help[data-error] {
        color: #c62828;
      }
      `}
    </style>
  );
}
