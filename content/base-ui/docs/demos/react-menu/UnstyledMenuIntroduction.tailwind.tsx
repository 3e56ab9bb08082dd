import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem as BaseMenuItem, MenuItemProps } from '@mui/base/MenuItem';

export default function UnstyledMenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('None yet');
  const handleAction = (action: string) => () => setLastAction(action);

  return (
    <div className="flex flex-col items-center gap-3 font-sans">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 shadow-sm transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 [&.base--active]:bg-slate-100">
          My account
        </MenuButton>
        <Menu
          slotProps={{
            // On this site Tailwind classes only apply inside the demo, so the popup
            // is rendered in place; in your app you can keep the default portal.
            root: { disablePortal: true, strategy: 'fixed', className: 'z-10' },
            listbox: {
              className:
                'm-0 my-2 box-border min-w-[200px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-lg outline-0',
            },
          }}
        >
          <MenuItem onClick={handleAction('Profile')}>Profile</MenuItem>
          <MenuItem onClick={handleAction('Language settings')}>
            Language settings
          </MenuItem>
          <MenuItem disabled>Billing</MenuItem>
          <MenuItem onClick={handleAction('Log out')}>Log out</MenuItem>
        </Menu>
      </Dropdown>
      <p className="m-0 rounded-md bg-white px-2 py-1 text-sm text-slate-700">
        Last action: {lastAction}
      </p>
    </div>
  );
}

const MenuItem = React.forwardRef(function MenuItem(
  props: MenuItemProps,
  ref: React.ForwardedRef<HTMLLIElement>,
) {
  const { className = '', ...other } = props;
  return (
    <BaseMenuItem
      ref={ref}
      className={`cursor-default select-none list-none rounded-lg p-2 outline-0 hover:bg-slate-100 focus:bg-slate-100 [&.base--disabled]:bg-transparent [&.base--disabled]:text-slate-400 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-blue-300 ${className}`}
      {...other}
    />
  );
});
