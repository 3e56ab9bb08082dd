import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import CloudIcon from '@mui/icons-material/Cloud';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FilterListIcon from '@mui/icons-material/FilterList';
import FolderIcon from '@mui/icons-material/Folder';
import HelpIcon from '@mui/icons-material/Help';
import HomeIcon from '@mui/icons-material/Home';
import ImageIcon from '@mui/icons-material/Image';
import InfoIcon from '@mui/icons-material/Info';
import LockIcon from '@mui/icons-material/Lock';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarningIcon from '@mui/icons-material/Warning';

// A fixed set of statically imported icons. A search over the whole package would need
// a generated index and lazy loading instead.
const icons: [string, typeof SvgIcon][] = [
  ['AccountCircle', AccountCircleIcon],
  ['Add', AddIcon],
  ['ArrowBack', ArrowBackIcon],
  ['ArrowForward', ArrowForwardIcon],
  ['Bookmark', BookmarkIcon],
  ['CalendarMonth', CalendarMonthIcon],
  ['Chat', ChatIcon],
  ['Check', CheckIcon],
  ['Close', CloseIcon],
  ['Cloud', CloudIcon],
  ['ContentCopy', ContentCopyIcon],
  ['Dashboard', DashboardIcon],
  ['Delete', DeleteIcon],
  ['Download', DownloadIcon],
  ['Edit', EditIcon],
  ['Email', EmailIcon],
  ['Favorite', FavoriteIcon],
  ['FilterList', FilterListIcon],
  ['Folder', FolderIcon],
  ['Help', HelpIcon],
  ['Home', HomeIcon],
  ['Image', ImageIcon],
  ['Info', InfoIcon],
  ['Lock', LockIcon],
  ['Menu', MenuIcon],
  ['Notifications', NotificationsIcon],
  ['Person', PersonIcon],
  ['Phone', PhoneIcon],
  ['Refresh', RefreshIcon],
  ['Save', SaveIcon],
  ['Search', SearchIcon],
  ['Send', SendIcon],
  ['Settings', SettingsIcon],
  ['Share', ShareIcon],
  ['ShoppingCart', ShoppingCartIcon],
  ['Star', StarIcon],
  ['ThumbUp', ThumbUpIcon],
  ['Upload', UploadIcon],
  ['Visibility', VisibilityIcon],
  ['Warning', WarningIcon],
];

export default function IconSearch() {
  const [query, setQuery] = React.useState('');
  const term = query.trim().toLowerCase();
  const results = icons.filter(([name]) => name.toLowerCase().includes(term));

  return (
    <Stack spacing={2}>
      <TextField
        label="Search icons"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 280 }}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {results.length} of {icons.length} icons
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1,
        }}
      >
        {results.map(([name, IconComponent]) => (
          <Stack key={name} spacing={0.5} sx={{ alignItems: 'center', py: 1 }}>
            <IconComponent />
            <Typography variant="caption" sx={{ wordBreak: 'break-word', textAlign: 'center' }}>
              {name}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
