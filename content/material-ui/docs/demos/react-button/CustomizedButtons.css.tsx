import * as React from 'react';
import Button from '@mui/material/Button';

export default function CustomizedButtons() {
  return (
    <div className="CustomizedButtons-root">
      <Button variant="contained" disableElevation className="CustomizedButtons-pill CustomizedButtons-primary">
        Subscribe
      </Button>
      <Button variant="outlined" className="CustomizedButtons-pill CustomizedButtons-outlined">
        Learn more
      </Button>
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
      .CustomizedButtons-root {
        display: flex;
        gap: 16px;
      }

      .MuiButton-root.CustomizedButtons-pill {
        border-radius: 999px;
        padding-left: 24px;
        padding-right: 24px;
        text-transform: none;
      }

      .MuiButton-root.CustomizedButtons-primary {
        font-weight: 700;
        background-color: #4a148c;
        color: #fff;
      }

      .MuiButton-root.CustomizedButtons-primary:hover {
        background-color: #6a1b9a;
      }

      .MuiButton-root.CustomizedButtons-outlined,
      .MuiButton-root.CustomizedButtons-outlined:hover {
        border-width: 2px;
      }
      `}
    </style>
  );
}
