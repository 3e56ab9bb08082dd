import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

export default function UnstyledTextareaIntroduction() {
  const id = React.useId();
  return (
    <div className="UnstyledTextareaIntroduction">
      <label htmlFor={id}>Release notes</label>
      <TextareaAutosize
        id={id}
        minRows={3}
        maxRows={6}
        className="UnstyledTextareaIntroduction-textarea"
        placeholder="Type a few lines: the field grows up to six rows, then scrolls."
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
      .UnstyledTextareaIntroduction {
        padding: 16px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .UnstyledTextareaIntroduction label {
        display: block;
        margin-bottom: 4px;
        font-weight: 600;
      }

      .UnstyledTextareaIntroduction-textarea {
        display: block;
        width: 320px;
        box-sizing: border-box;
        resize: none;
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

      .UnstyledTextareaIntroduction-textarea::placeholder {
        color: #6b7a90;
      }

      .UnstyledTextareaIntroduction-textarea:hover,
      .UnstyledTextareaIntroduction-textarea:focus {
        border-color: #007fff;
      }

      .UnstyledTextareaIntroduction-textarea:focus {
        box-shadow: 0 0 0 3px #99ccf3;
      }
      `}
    </style>
  );
}
