import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, TabProps } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel, TabPanelProps } from '@mui/base/TabPanel';

export default function VerticalTabs() {
  return (
    <Tabs
      defaultValue="general"
      orientation="vertical"
      className="flex w-full max-w-[560px] gap-4 rounded-xl bg-white p-4 font-sans text-sm"
    >
      <TabsList
        aria-label="Project settings"
        className="flex min-w-[150px] flex-col gap-1 border-0 border-r border-solid border-slate-200 pr-4"
      >
        <Tab value="general">General</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="integrations" disabled>
          Integrations
        </Tab>
        <Tab value="advanced">Advanced</Tab>
      </TabsList>
      <TabPanel value="general">
        Project name, description and default branch.
      </TabPanel>
      <TabPanel value="security">
        Two-factor authentication and access tokens.
      </TabPanel>
      <TabPanel value="integrations">Connected services.</TabPanel>
      <TabPanel value="advanced">
        Transfer ownership or archive the project.
      </TabPanel>
    </Tabs>
  );
}

const Tab = React.forwardRef(function Tab(
  props: TabProps,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { className = '', ...other } = props;
  return (
    <BaseTab
      ref={ref}
      className={`cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 text-left font-sans text-sm font-medium text-slate-700 hover:bg-blue-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-transparent [&.base--disabled]:opacity-50 [&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 ${className}`}
      {...other}
    />
  );
});

const TabPanel = React.forwardRef(function TabPanel(
  props: TabPanelProps,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  const { className = '', ...other } = props;
  return (
    <BaseTabPanel
      ref={ref}
      className={`flex-1 py-2 text-slate-900 ${className}`}
      {...other}
    />
  );
});
