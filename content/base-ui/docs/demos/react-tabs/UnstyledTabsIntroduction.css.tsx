import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function UnstyledTabsIntroduction() {
  return (
    <Tabs defaultValue="account" className="UnstyledTabsIntroduction">
      <TabsList aria-label="Settings" className="UnstyledTabsIntroduction-list">
        <Tab value="account" className="UnstyledTabsIntroduction-tab">
          Account
        </Tab>
        <Tab value="notifications" className="UnstyledTabsIntroduction-tab">
          Notifications
        </Tab>
        <Tab value="billing" className="UnstyledTabsIntroduction-tab">
          Billing
        </Tab>
      </TabsList>
      <TabPanel value="account" className="UnstyledTabsIntroduction-panel">
        Change your name, email address and password.
      </TabPanel>
      <TabPanel value="notifications" className="UnstyledTabsIntroduction-panel">
        Choose which updates reach your inbox.
      </TabPanel>
      <TabPanel value="billing" className="UnstyledTabsIntroduction-panel">
        Review invoices and your payment method.
      </TabPanel>
      <Styles />
    </Tabs>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledTabsIntroduction {
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledTabsIntroduction-list {
        display: flex;
        gap: 4px;
        min-width: 360px;
        padding: 4px;
        margin-bottom: 12px;
        border-radius: 12px;
        background: #e5eaf2;
      }

      .UnstyledTabsIntroduction-tab {
        flex: 1;
        font-family: inherit;
        font-size: 0.875rem;
        font-weight: 600;
        padding: 8px 12px;
        border: none;
        border-radius: 8px;
        cursor: pointer;
        color: #434d5b;
        background: transparent;
      }

      .UnstyledTabsIntroduction-tab:hover {
        color: #1c2025;
      }

      .UnstyledTabsIntroduction-tab:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .UnstyledTabsIntroduction-tab.base--selected {
        color: #0059b2;
        background: #fff;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
      }

      .UnstyledTabsIntroduction-tab.base--disabled {
        opacity: 0.5;
        cursor: not-allowed;
      }

      .UnstyledTabsIntroduction-panel {
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
