import * as React from 'react';
import Box from '@mui/material/Box';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIcons() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Notification channels"
        defaultExpandedItems={['channels']}
      >
        <TreeItem itemId="channels" label="Channels">
          <TreeItem itemId="email" label="Email" slots={{ icon: MailOutlineIcon }} />
          <TreeItem
            itemId="sms"
            label="Text message"
            slots={{ icon: SmsOutlinedIcon }}
          />
          <TreeItem
            itemId="push"
            label="Push notification"
            slots={{ icon: NotificationsNoneIcon }}
            slotProps={{ icon: { color: 'primary' } }}
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
