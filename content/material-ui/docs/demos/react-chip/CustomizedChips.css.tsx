import * as React from 'react';
import Chip from '@mui/material/Chip';

const tags = ['Design', 'Frontend', 'Accessibility'];

export default function CustomizedChips() {
  return (
    <div className="CustomizedChips-root">
      {tags.map((tag) => (
        <Chip key={tag} label={tag} className="CustomizedChips-tag" />
      ))}
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
      .CustomizedChips-root {
        display: flex;
        gap: 8px;
      }

      .MuiChip-root.CustomizedChips-tag {
        border-radius: 4px;
        height: 28px;
        font-weight: 600;
        background-color: #e0f2f1;
        color: #004d40;
        border: 1px solid #80cbc4;
      }
      `}
    </style>
  );
}
