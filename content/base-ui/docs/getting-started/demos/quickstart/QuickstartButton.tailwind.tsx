import * as React from 'react';
import { Button } from '@mui/base/Button';

const className =
  'cursor-pointer rounded-lg border-0 bg-[#1f7a55] px-4 py-2 font-sans font-semibold text-white transition-colors hover:bg-[#176044] [&.base--active]:bg-[#0f4531] [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[#9ad6bd]';

export default function QuickstartButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div className="flex items-center gap-4 font-sans">
      <Button className={className} onClick={() => setCount(count + 1)}>
        Create repository
      </Button>
      <Button className={className} disabled>
        Delete repository
      </Button>
      <span>Created: {count}</span>
    </div>
  );
}
