import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Props,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { useTreeItem2 } from '@mui/x-tree-view/useTreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Label = TreeViewBaseItem<{ id: string; label: string; unread: number }>;

const MAILBOXES: Label[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    unread: 14,
    children: [
      { id: 'updates', label: 'Updates', unread: 9 },
      { id: 'forums', label: 'Forums', unread: 5 },
    ],
  },
  { id: 'starred', label: 'Starred', unread: 0 },
  { id: 'drafts', label: 'Drafts', unread: 2 },
];

const MailboxItem = React.forwardRef(function MailboxItem(
  // `onFocus` is not supported on tree items: leaving it out of the type lets
  // TypeScript merge your props with the ones `getRootProps` returns.
  props: Omit<TreeItem2Props, 'onFocus'>,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, children, label, disabled, rootRef: ref });
  const { unread } = publicAPI.getItem(itemId) as Label;

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Label
            {...getLabelProps()}
            sx={{ fontWeight: unread > 0 ? 'fontWeightBold' : undefined }}
          />
          {unread > 0 && (
            <Chip size="small" color="primary" label={`${unread} new`} />
          )}
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function HookBasedItem() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView
        aria-label="Mailboxes"
        items={MAILBOXES}
        defaultExpandedItems={['inbox']}
        slots={{ item: MailboxItem }}
      />
    </Box>
  );
}
