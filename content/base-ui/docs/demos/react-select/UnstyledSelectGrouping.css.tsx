import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

export default function UnstyledSelectGrouping() {
  const id = React.useId();
  return (
    <div className="UnstyledSelectGrouping-field">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="UnstyledSelectGrouping-label"
      >
        Time zone
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue="Europe/Paris"
        className="UnstyledSelectGrouping-button"
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className: 'UnstyledSelectGrouping-listbox',
          },
          popup: { className: 'UnstyledSelectGrouping-popup' },
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
      <Styles />
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
      slotProps={{
        root: { role: 'none' },
        label: { id: labelId, className: 'UnstyledSelectGrouping-groupLabel' },
        list: {
          role: 'group',
          'aria-labelledby': labelId,
          className: 'UnstyledSelectGrouping-groupList',
        },
      }}
      className="UnstyledSelectGrouping-group"
    >
      {children}
    </OptionGroup>
  );
}

function TimeZone(props: OptionProps<string>) {
  return <Option {...props} className="UnstyledSelectGrouping-option" />;
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledSelectGrouping-field {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSelectGrouping-label {
        font-weight: 600;
      }

      .UnstyledSelectGrouping-button {
        width: 240px;
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        text-align: left;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        cursor: pointer;
      }

      .UnstyledSelectGrouping-button:hover {
        background: #f3f6f9;
      }

      .UnstyledSelectGrouping-button.base--focusVisible {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledSelectGrouping-popup {
        z-index: 1;
      }

      .UnstyledSelectGrouping-listbox {
        box-sizing: border-box;
        width: 240px;
        max-height: 260px;
        overflow: auto;
        margin: 8px 0;
        padding: 6px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 12px;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .UnstyledSelectGrouping-group {
        list-style: none;
      }

      .UnstyledSelectGrouping-groupLabel {
        display: block;
        padding: 12px 8px 4px;
        font-size: 0.75rem;
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: #434d5b;
      }

      .UnstyledSelectGrouping-groupList {
        padding: 0;
      }

      .UnstyledSelectGrouping-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      .UnstyledSelectGrouping-option.base-Option-highlighted {
        background: #e5eaf2;
      }

      .UnstyledSelectGrouping-option.base--selected {
        background: #daecff;
        color: #003a75;
      }

      .UnstyledSelectGrouping-option:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
