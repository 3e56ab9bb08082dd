import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { useTab } from '@mui/base/useTab';
import { TabsList } from '@mui/base/TabsList';
import { TabPanel } from '@mui/base/TabPanel';

const panelClassName =
  'rounded-xl border border-solid border-slate-200 bg-white px-5 py-4 font-sans text-sm text-slate-900';

export default function UseTabs() {
  const [value, setValue] = React.useState<string | number | null>('inbox');
  const { contextValue } = useTabs({
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <TabsProvider value={contextValue}>
      <div>
        <TabsList
          aria-label="Mailbox"
          className="mb-3 flex min-w-[360px] gap-1 rounded-xl bg-slate-100 p-1"
        >
          <CountTab value="inbox" count={4}>
            Inbox
          </CountTab>
          <CountTab value="drafts" count={1}>
            Drafts
          </CountTab>
          <CountTab value="sent">Sent</CountTab>
        </TabsList>
        <TabPanel value="inbox" className={panelClassName}>
          4 unread messages.
        </TabPanel>
        <TabPanel value="drafts" className={panelClassName}>
          1 draft waiting to be sent.
        </TabPanel>
        <TabPanel value="sent" className={panelClassName}>
          Everything you sent this week.
        </TabPanel>
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
    <button
      className="inline-flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border-0 bg-transparent px-3 py-2 font-sans text-sm font-semibold text-slate-700 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 aria-selected:bg-white aria-selected:text-slate-900"
      {...getRootProps()}
    >
      {children}{' '}
      {count ? (
        <span
          className={`min-w-[20px] rounded-full px-1.5 text-xs leading-5 text-white ${
            selected ? 'bg-blue-700' : 'bg-slate-700'
          }`}
        >
          {count}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </button>
  );
}
