import * as React from 'react';
import { useButton } from '@mui/base/useButton';

export default function UseButton() {
  const [saved, setSaved] = React.useState(false);
  return (
    <div className="UseButton-root">
      <CustomButton onClick={() => setSaved(true)}>
        {saved ? 'Draft saved' : 'Save draft'}
      </CustomButton>
      <CustomButton disabled>Publish</CustomButton>
      <Styles />
    </div>
  );
}

interface CustomButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: React.MouseEventHandler<HTMLButtonElement>;
}

function CustomButton({ children, disabled, onClick }: CustomButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });
  return (
    <button
      className="UseButton-button"
      {...getRootProps({ onClick })}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </button>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseButton-root {
        display: flex;
        gap: 16px;
      }

      .UseButton-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        background-color: #0059b2;
        color: #fff;
        padding: 8px 16px;
        border-radius: 8px;
        border: 1px solid #0059b2;
        cursor: pointer;
        transition: transform 100ms;
      }

      .UseButton-button:hover {
        background-color: #004c99;
      }

      .UseButton-button[data-active] {
        background-color: #003a75;
        transform: scale(0.97);
      }

      .UseButton-button[data-focus-visible] {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UseButton-button:disabled {
        background-color: #e5eaf2;
        border-color: #dae2ed;
        color: #6b7a90;
        cursor: not-allowed;
      }
      `}
    </style>
  );
}
