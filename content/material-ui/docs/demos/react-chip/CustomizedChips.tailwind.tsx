import * as React from 'react';
import Chip from '@mui/material/Chip';

const tags = ['Design', 'Frontend', 'Accessibility'];

export default function CustomizedChips() {
  return (
    <div className="flex gap-2">
      {tags.map((tag) => (
        <Chip
          key={tag}
          label={tag}
          className="h-7 rounded border border-solid border-teal-300 bg-teal-50 font-semibold text-teal-900"
        />
      ))}
    </div>
  );
}
