import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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
import { TreeItem2LabelInput } from '@mui/x-tree-view/TreeItem2LabelInput';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { useTreeItem2 } from '@mui/x-tree-view/useTreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PROJECTS: TreeViewBaseItem[] = [
  {
    id: 'website',
    label: 'Website redesign',
    children: [
      { id: 'research', label: 'User research' },
      { id: 'wireframes', label: 'Wireframes' },
    ],
  },
  { id: 'app', label: 'Mobile app' },
];

const EditableItem = React.forwardRef(function EditableItem(
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
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem2({ id, itemId, children, label, disabled, rootRef: ref });
  const { interactions } = useTreeItem2Utils({ itemId, children });

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          {status.editing ? (
            <TreeItem2LabelInput {...getLabelInputProps()} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', flexGrow: 1 }}>
              <TreeItem2Label {...getLabelProps()} />
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={`Rename ${label}`}
                onClick={(event) => {
                  event.stopPropagation();
                  interactions.toggleItemEditing();
                }}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function EditButtonItem() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 280 }}>
      <RichTreeView
        aria-label="Projects"
        items={PROJECTS}
        defaultExpandedItems={['website']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        slots={{ item: EditableItem }}
      />
    </Box>
  );
}
