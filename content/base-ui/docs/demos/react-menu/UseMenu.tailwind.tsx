import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [format, setFormat] = React.useState<string | null>(null);

  return (
    <div className="flex flex-col items-center gap-3 font-sans text-sm">
      <p className="m-0 rounded-md bg-white px-2 py-1 text-slate-700">
        {format ? `Exported as ${format}` : 'Nothing exported yet'}
      </p>
      <DropdownContext.Provider value={contextValue}>
        {/* The hooks leave positioning to you: the list is placed under the button,
            and this area reserves room for it so the open list stays inside the demo. */}
        <div className="relative min-h-[170px]">
          <ExportButton />
          <ExportMenu>
            <ExportMenuItem onClick={() => setFormat('PDF')}>
              PDF document
            </ExportMenuItem>
            <ExportMenuItem onClick={() => setFormat('CSV')}>
              CSV spreadsheet
            </ExportMenuItem>
            <ExportMenuItem disabled>Excel workbook</ExportMenuItem>
          </ExportMenu>
        </div>
      </DropdownContext.Provider>
    </div>
  );
}

function ExportButton() {
  const { getRootProps, open } = useMenuButton();
  return (
    <button
      type="button"
      className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
      {...getRootProps()}
    >
      Export <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}

function ExportMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul
      className="absolute left-0 top-10 z-10 m-0 mt-2 box-border min-w-[200px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg"
      {...getListboxProps()}
      hidden={!open}
    >
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

function ExportMenuItem(props: {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}) {
  const { children, disabled, onClick } = props;
  const { getRootProps } = useMenuItem({ rootRef: null, disabled });
  return (
    <li
      className="cursor-default select-none rounded-lg p-2 outline-0 focus:bg-slate-100 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 aria-disabled:text-slate-400"
      {...getRootProps({ onClick })}
    >
      {children}
    </li>
  );
}
