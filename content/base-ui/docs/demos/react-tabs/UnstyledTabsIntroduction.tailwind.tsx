import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, TabProps } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel, TabPanelProps } from '@mui/base/TabPanel';

export default function UnstyledTabsIntroduction() {
  return (
    <Tabs defaultValue="account">
      <TabsList
        aria-label="Settings"
        className="mb-3 flex min-w-[360px] gap-1 rounded-xl bg-slate-100 p-1"
      >
        <Tab value="account">Account</Tab>
        <Tab value="notifications">Notifications</Tab>
        <Tab value="billing">Billing</Tab>
      </TabsList>
      <TabPanel value="account">
        Change your name, email address and password.
      </TabPanel>
      <TabPanel value="notifications">
        Choose which updates reach your inbox.
      </TabPanel>
      <TabPanel value="billing">Review invoices and your payment method.</TabPanel>
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
      className={`flex-1 cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 font-sans text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50 [&.base--selected]:bg-white [&.base--selected]:text-blue-700 [&.base--selected]:shadow ${className}`}
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
      className={`rounded-xl border border-solid border-slate-200 bg-white px-5 py-4 font-sans text-sm text-slate-900 ${className}`}
      {...other}
    />
  );
});
