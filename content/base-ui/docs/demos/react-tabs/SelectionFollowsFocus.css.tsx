import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function SelectionFollowsFocus() {
  const [followFocus, setFollowFocus] = React.useState(true);
  return (
    <div className="SelectionFollowsFocus">
      <label className="SelectionFollowsFocus-label">
        <input
          type="checkbox"
          checked={followFocus}
          onChange={(event) => setFollowFocus(event.target.checked)}
        />
        Select a tab as soon as it receives focus
      </label>
      <Tabs defaultValue="overview" selectionFollowsFocus={followFocus}>
        <TabsList aria-label="Repository" className="SelectionFollowsFocus-list">
          <Tab value="overview" className="SelectionFollowsFocus-tab">
            Overview
          </Tab>
          <Tab value="activity" className="SelectionFollowsFocus-tab">
            Activity
          </Tab>
          <Tab value="members" className="SelectionFollowsFocus-tab">
            Members
          </Tab>
        </TabsList>
        <TabPanel value="overview" className="SelectionFollowsFocus-panel">
          12 open issues, 3 pull requests.
        </TabPanel>
        <TabPanel value="activity" className="SelectionFollowsFocus-panel">
          Last commit 2 hours ago.
        </TabPanel>
        <TabPanel value="members" className="SelectionFollowsFocus-panel">
          5 maintainers, 41 contributors.
        </TabPanel>
      </Tabs>
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
      .SelectionFollowsFocus {
        display: flex;
        flex-direction: column;
        gap: 16px;
        min-width: 360px;
        padding: 16px;
        border-radius: 12px;
        background: #fff;
        color: #1c2025;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .SelectionFollowsFocus-label {
        display: flex;
        align-items: center;
        gap: 8px;
      }

      .SelectionFollowsFocus-label input {
        width: 16px;
        height: 16px;
        margin: 0;
        accent-color: #0059b2;
      }

      .SelectionFollowsFocus-list {
        display: flex;
        border-bottom: 1px solid #dae2ed;
      }

      .SelectionFollowsFocus-tab {
        font-family: inherit;
        font-size: 0.875rem;
        font-weight: 600;
        padding: 10px 16px;
        margin-bottom: -1px;
        border: none;
        border-bottom: 2px solid transparent;
        cursor: pointer;
        color: #434d5b;
        background: transparent;
      }

      .SelectionFollowsFocus-tab:focus-visible {
        outline: 3px solid #99ccf3;
        border-radius: 4px;
      }

      .SelectionFollowsFocus-tab.base--selected {
        color: #0059b2;
        border-bottom-color: #0059b2;
      }

      .SelectionFollowsFocus-panel {
        padding: 4px 0;
      }
      `}
    </style>
  );
}
