import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, TabProps } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function SelectionFollowsFocus() {
  const [followFocus, setFollowFocus] = React.useState(true);
  return (
    <div className="flex min-w-[360px] flex-col gap-4 rounded-xl bg-white p-4 font-sans text-sm text-slate-900">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="m-0 h-4 w-4 accent-blue-700"
          checked={followFocus}
          onChange={(event) => setFollowFocus(event.target.checked)}
        />
        Select a tab as soon as it receives focus
      </label>
      <Tabs defaultValue="overview" selectionFollowsFocus={followFocus}>
        <TabsList
          aria-label="Repository"
          className="flex border-0 border-b border-solid border-slate-200"
        >
          <Tab value="overview">Overview</Tab>
          <Tab value="activity">Activity</Tab>
          <Tab value="members">Members</Tab>
        </TabsList>
        <TabPanel value="overview" className="py-1">
          12 open issues, 3 pull requests.
        </TabPanel>
        <TabPanel value="activity" className="py-1">
          Last commit 2 hours ago.
        </TabPanel>
        <TabPanel value="members" className="py-1">
          5 maintainers, 41 contributors.
        </TabPanel>
      </Tabs>
    </div>
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
      className={`-mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-sans text-sm font-semibold text-slate-700 focus-visible:rounded focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 ${className}`}
      {...other}
    />
  );
});
