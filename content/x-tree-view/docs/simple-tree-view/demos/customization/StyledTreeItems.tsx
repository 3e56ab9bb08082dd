import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const NavItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius * 2,
    padding: theme.spacing(0.75, 1),
    margin: theme.spacing(0.25, 0),
    [`&.${treeItemClasses.selected}`]: {
      // theme.vars holds the CSS variables that follow light and dark mode.
      backgroundColor: theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`
        : alpha(theme.palette.primary.main, 0.12),
      color: (theme.vars || theme).palette.primary.dark,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(1.5),
    paddingLeft: theme.spacing(1),
    borderLeft: `1px dashed ${(theme.vars || theme).palette.divider}`,
  },
}));

export default function StyledTreeItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Documentation"
        defaultExpandedItems={['guides']}
        defaultSelectedItems="theming"
      >
        <NavItem itemId="overview" label="Overview" />
        <NavItem itemId="guides" label="Guides">
          <NavItem itemId="theming" label="Theming" />
          <NavItem itemId="routing" label="Routing" />
          <NavItem itemId="testing" label="Testing" />
        </NavItem>
        <NavItem itemId="api" label="API reference" />
      </SimpleTreeView>
    </Box>
  );
}
