import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <SimpleTreeView
        aria-label="Course modules"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['basics']}
      >
        <TreeItem itemId="basics" label="Basics">
          <TreeItem itemId="setup" label="Setup" />
          <TreeItem itemId="first-app" label="Your first app" />
          <TreeItem
            itemId="quiz"
            label="Quiz (unlocks after the lessons)"
            disabled
          />
        </TreeItem>
        <TreeItem itemId="advanced" label="Advanced (coming soon)" disabled>
          <TreeItem itemId="performance" label="Performance" />
          <TreeItem itemId="testing" label="Testing" />
        </TreeItem>
        <TreeItem itemId="resources" label="Resources" />
      </SimpleTreeView>
    </Box>
  );
}
