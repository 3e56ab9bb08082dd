import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function VerticalTabs() {
  return (
    <Tabs defaultValue="general" orientation="vertical" className="VerticalTabs">
      <TabsList aria-label="Project settings" className="VerticalTabs-list">
        <Tab value="general" className="VerticalTabs-tab">
          General
        </Tab>
        <Tab value="security" className="VerticalTabs-tab">
          Security
        </Tab>
        <Tab value="integrations" className="VerticalTabs-tab" disabled>
          Integrations
        </Tab>
        <Tab value="advanced" className="VerticalTabs-tab">
          Advanced
        </Tab>
      </TabsList>
      <TabPanel value="general" className="VerticalTabs-panel">
        Project name, description and default branch.
      </TabPanel>
      <TabPanel value="security" className="VerticalTabs-panel">
        Two-factor authentication and access tokens.
      </TabPanel>
      <TabPanel value="integrations" className="VerticalTabs-panel">
        Connected services.
      </TabPanel>
      <TabPanel value="advanced" className="VerticalTabs-panel">
        Transfer ownership or archive the project.
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
      .VerticalTabs {
        display: flex;
        gap: 16px;
        width: 100%;
        max-width: 560px;
        padding: 16px;
        border-radius: 12px;
        background: #fff;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .VerticalTabs-list {
        display: flex;
        flex-direction: column;
        gap: 4px;
        min-width: 150px;
        padding-right: 16px;
        border-right: 1px solid #dae2ed;
      }

      .VerticalTabs-tab {
        font-family: inherit;
        font-size: 0.875rem;
        font-weight: 500;
        text-align: left;
        padding: 8px 12px;
        border: none;
        border-radius: 8px;
        cursor: pointer;
        color: #434d5b;
        background: transparent;
      }

      .VerticalTabs-tab:hover {
        background: #f0f7ff;
      }

      .VerticalTabs-tab:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .VerticalTabs-tab.base--selected {
        color: #0059b2;
        background: #f0f7ff;
        font-weight: 600;
      }

      .VerticalTabs-tab.base--disabled {
        opacity: 0.5;
        cursor: not-allowed;
        background: transparent;
      }

      .VerticalTabs-panel {
        flex: 1;
        padding: 8px 0;
        color: #1c2025;
      }
      `}
    </style>
  );
}
