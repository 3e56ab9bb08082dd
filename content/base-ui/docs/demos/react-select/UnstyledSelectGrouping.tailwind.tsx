import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

export default function UnstyledSelectGrouping() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1 font-sans text-sm">
      <label id={`${id}-label`} htmlFor={id} className="font-semibold">
        Time zone
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue="Europe/Paris"
        className="w-[240px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left font-sans text-sm leading-normal text-slate-900 hover:bg-slate-50 [&.base--focusVisible]:border-blue-500 [&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-[3px] [&.base--focusVisible]:ring-blue-200"
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'my-2 box-border max-h-[260px] w-[240px] overflow-auto rounded-xl border border-solid border-slate-300 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-lg',
          },
          // Rendered in place rather than in a portal at the end of the body, so the
          // listbox stays inside the element that scopes these Tailwind classes.
          popup: { disablePortal: true, strategy: 'fixed', className: 'z-10' },
        }}
      >
        <Group label="Americas">
          <TimeZone value="America/New_York">New York</TimeZone>
          <TimeZone value="America/Chicago">Chicago</TimeZone>
          <TimeZone value="America/Los_Angeles">Los Angeles</TimeZone>
        </Group>
        <Group label="Europe">
          <TimeZone value="Europe/London">London</TimeZone>
          <TimeZone value="Europe/Paris">Paris</TimeZone>
          <TimeZone value="Europe/Berlin">Berlin</TimeZone>
        </Group>
        <Group label="Asia and Pacific">
          <TimeZone value="Asia/Tokyo">Tokyo</TimeZone>
          <TimeZone value="Asia/Singapore">Singapore</TimeZone>
          <TimeZone value="Australia/Sydney">Sydney</TimeZone>
        </Group>
      </Select>
    </div>
  );
}

// OptionGroup renders an `li` holding a label and a nested list. The roles expose the
// nested list as a named group of options to assistive technologies.
function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      label={label}
      className="list-none"
      slotProps={{
        root: { role: 'none' },
        label: {
          id: labelId,
          className:
            'block px-2 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-slate-600',
        },
        list: { role: 'group', 'aria-labelledby': labelId, className: 'p-0' },
      }}
    >
      {children}
    </OptionGroup>
  );
}

function TimeZone(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className="cursor-default list-none rounded-lg p-2 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-200 [&.base--selected]:bg-blue-100 [&.base--selected]:text-blue-900 [&.base-Option-highlighted]:bg-slate-100"
    />
  );
}
