import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';

// Input passes its `ownerState` to custom slot components; prepareForSlot removes it
// so TextareaAutosize does not forward it to the DOM.
const Textarea = prepareForSlot(TextareaAutosize);

export default function UnstyledInputMultiline() {
  const id = React.useId();
  return (
    <div className="UnstyledInputMultiline">
      <label htmlFor={id} className="UnstyledInputMultiline-label">
        Delivery instructions
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Leave the parcel with the concierge…"
        slots={{ textarea: Textarea }}
        slotProps={{ input: { className: 'UnstyledInputMultiline-textarea' } }}
      />
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
      .UnstyledInputMultiline {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 320px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledInputMultiline-label {
        font-weight: 600;
      }

      .UnstyledInputMultiline-textarea {
        box-sizing: border-box;
        width: 100%;
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        resize: none;
      }

      .UnstyledInputMultiline-textarea::placeholder {
        color: #5f6c80;
        opacity: 1;
      }

      .UnstyledInputMultiline-textarea:hover {
        border-color: #3399ff;
      }

      .UnstyledInputMultiline-textarea:focus {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }
      `}
    </style>
  );
}
