import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { useTab } from '@mui/base/useTab';
import { TabsList } from '@mui/base/TabsList';
import { TabPanel } from '@mui/base/TabPanel';

export default function UseTabs() {
  const [value, setValue] = React.useState<string | number | null>('inbox');
  const { contextValue } = useTabs({
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <TabsProvider value={contextValue}>
      <div>
        <TabsList aria-label="Mailbox" className="UseTabs-list">
          <CountTab value="inbox" count={4}>
            Inbox
          </CountTab>
          <CountTab value="drafts" count={1}>
            Drafts
          </CountTab>
          <CountTab value="sent">Sent</CountTab>
        </TabsList>
        <TabPanel value="inbox" className="UseTabs-panel">
          4 unread messages.
        </TabPanel>
        <TabPanel value="drafts" className="UseTabs-panel">
          1 draft waiting to be sent.
        </TabPanel>
        <TabPanel value="sent" className="UseTabs-panel">
          Everything you sent this week.
        </TabPanel>
        <Styles />
      </div>
    </TabsProvider>
  );
}

function CountTab(props: {
  value: string;
  count?: number;
  children: React.ReactNode;
}) {
  const { value, count, children } = props;
  const { getRootProps, selected } = useTab({ value });
  return (
    <button className="UseTabs-tab" {...getRootProps()}>
      {children}{' '}
      {count ? (
        <span
          className={`UseTabs-count${selected ? ' UseTabs-count-selected' : ''}`}
        >
          {count}
          <span className="UseTabs-visuallyHidden"> unread</span>
        </span>
      ) : null}
    </button>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseTabs-list {
        display: flex;
        gap: 4px;
        min-width: 360px;
        margin-bottom: 12px;
        padding: 4px;
        border-radius: 12px;
        background: #e5eaf2;
      }

      .UseTabs-tab {
        flex: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        font-weight: 600;
        padding: 8px 12px;
        border: none;
        border-radius: 8px;
        cursor: pointer;
        color: #434d5b;
        background: transparent;
      }

      .UseTabs-tab:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .UseTabs-tab[aria-selected=true] {
        color: #1c2025;
        background: #fff;
      }

      .UseTabs-count {
        min-width: 20px;
        padding: 0 6px;
        border-radius: 10px;
        font-size: 0.75rem;
        line-height: 20px;
        color: #fff;
        background: #434d5b;
      }

      .UseTabs-count-selected {
        background: #0059b2;
      }

      .UseTabs-visuallyHidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }

      .UseTabs-panel {
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        padding: 16px 20px;
        border-radius: 12px;
        border: 1px solid #dae2ed;
        background: #fff;
        color: #1c2025;
      }
      `}
    </style>
  );
}
