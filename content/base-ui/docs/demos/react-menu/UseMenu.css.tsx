import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [format, setFormat] = React.useState<string | null>(null);

  return (
    <div className="UseMenu-layout">
      <p className="UseMenu-status">
        {format ? `Exported as ${format}` : 'Nothing exported yet'}
      </p>
      <DropdownContext.Provider value={contextValue}>
        <div className="UseMenu-area">
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
      <Styles />
    </div>
  );
}

function ExportButton() {
  const { getRootProps, open } = useMenuButton();
  return (
    <button type="button" className="UseMenu-button" {...getRootProps()}>
      Export <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}

function ExportMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul className="UseMenu-listbox" {...getListboxProps()} hidden={!open}>
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
    <li className="UseMenu-item" {...getRootProps({ onClick })}>
      {children}
    </li>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseMenu-layout {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseMenu-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        background: #fff;
        color: #434d5b;
      }

      /* The hooks leave positioning to you: the list is placed under the button, and
         this area reserves room for it so the open list stays inside the demo. */
      .UseMenu-area {
        position: relative;
        min-height: 170px;
      }

      .UseMenu-button {
        font-family: inherit;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .UseMenu-button:hover {
        background: #f3f6f9;
      }

      .UseMenu-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UseMenu-listbox {
        position: absolute;
        top: 40px;
        left: 0;
        z-index: 1;
        box-sizing: border-box;
        min-width: 200px;
        margin: 8px 0 0;
        padding: 6px;
        list-style: none;
        border-radius: 12px;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 30px rgba(0, 0, 0, 0.1);
      }

      .UseMenu-listbox[hidden] {
        display: none;
      }

      .UseMenu-item {
        padding: 8px;
        border-radius: 8px;
        cursor: default;
        user-select: none;
      }

      .UseMenu-item:focus {
        outline: 0;
        background: #e5eaf2;
      }

      .UseMenu-item:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .UseMenu-item[aria-disabled=true] {
        color: #b0b8c4;
      }
      `}
    </style>
  );
}
