import * as React from 'react';
import Box from '@mui/material/Box';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileType = 'folder' | 'image' | 'pdf' | 'doc';
type FileItem = TreeViewBaseItem<{ id: string; label: string; fileType: FileType }>;

const FILES: FileItem[] = [
  {
    id: 'holiday',
    label: 'Holiday 2024',
    fileType: 'folder',
    children: [
      { id: 'beach', label: 'beach.jpg', fileType: 'image' },
      { id: 'tickets', label: 'train-tickets.pdf', fileType: 'pdf' },
    ],
  },
  {
    id: 'work',
    label: 'Work',
    fileType: 'folder',
    children: [
      { id: 'cv', label: 'cv.pdf', fileType: 'pdf' },
      { id: 'letter', label: 'cover-letter.docx', fileType: 'doc' },
    ],
  },
];

const ICONS: Record<FileType, React.ElementType> = {
  folder: FolderRoundedIcon,
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  doc: ArticleOutlinedIcon,
};

const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI } = useTreeItem2Utils({
    itemId: props.itemId,
    children: props.children,
  });
  const item = publicAPI.getItem(props.itemId) as FileItem;
  const Icon = ICONS[item.fileType];

  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color="action" />
          {props.label}
        </Box>
      }
    />
  );
});

export default function FileTypeItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="My files"
        items={FILES}
        defaultExpandedItems={['holiday']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
