import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';

export default function UnstyledMenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('None yet');
  const handleAction = (action: string) => () => setLastAction(action);

  return (
    <div className="UnstyledMenuIntroduction-layout">
      <Dropdown>
        <MenuButton className="UnstyledMenuIntroduction-button">
          My account
        </MenuButton>
        <Menu
          className="UnstyledMenuIntroduction-popup"
          slotProps={{ listbox: { className: 'UnstyledMenuIntroduction-listbox' } }}
        >
          <MenuItem
            className="UnstyledMenuIntroduction-item"
            onClick={handleAction('Profile')}
          >
            Profile
          </MenuItem>
          <MenuItem
            className="UnstyledMenuIntroduction-item"
            onClick={handleAction('Language settings')}
          >
            Language settings
          </MenuItem>
          <MenuItem className="UnstyledMenuIntroduction-item" disabled>
            Billing
          </MenuItem>
          <MenuItem
            className="UnstyledMenuIntroduction-item"
            onClick={handleAction('Log out')}
          >
            Log out
          </MenuItem>
        </Menu>
      </Dropdown>
      <p className="UnstyledMenuIntroduction-status">Last action: {lastAction}</p>
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
      .UnstyledMenuIntroduction-layout {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
      }

      .UnstyledMenuIntroduction-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        font-size: 0.875rem;
        background: #fff;
        color: #434d5b;
      }

      .UnstyledMenuIntroduction-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05);
      }

      .UnstyledMenuIntroduction-button:hover {
        background: #f3f6f9;
      }

      .UnstyledMenuIntroduction-button.base--active {
        background: #e5eaf2;
      }

      .UnstyledMenuIntroduction-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UnstyledMenuIntroduction-popup {
        z-index: 1;
      }

      .UnstyledMenuIntroduction-listbox {
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        box-sizing: border-box;
        padding: 6px;
        margin: 8px 0;
        min-width: 200px;
        border-radius: 12px;
        overflow: auto;
        outline: 0;
        list-style: none;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 30px rgba(0, 0, 0, 0.1);
      }

      .UnstyledMenuIntroduction-item {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
        user-select: none;
        outline: 0;
      }

      .UnstyledMenuIntroduction-item:hover,
      .UnstyledMenuIntroduction-item:focus {
        background: #e5eaf2;
      }

      .UnstyledMenuIntroduction-item.base--focusVisible {
        outline: 3px solid #99ccf3;
      }

      .UnstyledMenuIntroduction-item.base--disabled {
        color: #b0b8c4;
        background: transparent;
      }
      `}
    </style>
  );
}
