import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            variant="h6"
            noWrap
            component="div"
            sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}
          >
            Library
          </Typography>
          <Box
            component="form"
            role="search"
            onSubmit={(event: React.FormEvent) => event.preventDefault()}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              borderRadius: 1,
              // A darker shade of the bar keeps white text readable (WCAG AA);
              // in dark mode the bar is dark already, so lighten it instead.
              backgroundColor: alpha(theme.palette.common.black, 0.15),
              '&:hover': {
                backgroundColor: alpha(theme.palette.common.black, 0.25),
              },
              ...theme.applyStyles('dark', {
                backgroundColor: alpha(theme.palette.common.white, 0.1),
                '&:hover': {
                  backgroundColor: alpha(theme.palette.common.white, 0.15),
                },
              }),
              width: { xs: '100%', sm: 'auto' },
            })}
          >
            <SearchIcon />
            <InputBase
              placeholder="Search…"
              inputProps={{ 'aria-label': 'Search the library' }}
              sx={{
                color: 'inherit',
                width: { xs: '100%', sm: '14ch' },
                '& .MuiInputBase-input': { py: 1 },
              }}
            />
          </Box>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
