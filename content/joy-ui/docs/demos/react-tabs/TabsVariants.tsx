import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tab, { TabProps } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const variants: NonNullable<TabProps['variant']>[] = [
  'plain',
  'outlined',
  'soft',
  'solid',
];
const labels = ['Overview', 'Activity', 'Files'];

export default function TabsVariants() {
  const [values, setValues] = React.useState<Record<string, number>>({});

  return (
    <Stack spacing={2}>
      {variants.map((variant) => {
        const selected = values[variant] ?? 0;
        return (
          <Tabs
            key={variant}
            value={selected}
            onChange={(event, value) =>
              setValues((current) => ({ ...current, [variant]: value as number }))
            }
          >
            <TabList
              aria-label={`Project sections (${variant})`}
              disableUnderline
              sx={{ gap: 0.5 }}
            >
              {labels.map((label, index) => (
                <Tab
                  key={label}
                  value={index}
                  disableIndicator
                  variant={index === selected ? variant : 'plain'}
                >
                  {label}
                </Tab>
              ))}
            </TabList>
          </Tabs>
        );
      })}
    </Stack>
  );
}
