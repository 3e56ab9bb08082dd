import * as React from 'react';
import { useButton } from '@mui/base/useButton';

export default function UseButton() {
  const [saved, setSaved] = React.useState(false);
  return (
    <div className="flex gap-4">
      <CustomButton onClick={() => setSaved(true)}>
        {saved ? 'Draft saved' : 'Save draft'}
      </CustomButton>
      <CustomButton disabled>Publish</CustomButton>
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
      className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-sans text-sm font-semibold leading-normal text-white transition-transform hover:bg-blue-800 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 data-[active]:scale-[0.97] data-[active]:bg-blue-900 data-[focus-visible]:outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-blue-300"
      {...getRootProps({ onClick })}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </button>
  );
}
