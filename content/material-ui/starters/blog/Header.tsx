import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { headingFont } from './fonts';
import { Section, sections } from './posts';

interface HeaderProps {
  /** The section the firehose is filtered to, if any. */
  activeSection: Section | null;
  onSectionClick: (section: Section) => void;
}

export default function Header({ activeSection, onSectionClick }: HeaderProps) {
  return (
    <Box component="header">
      <Toolbar
        disableGutters
        sx={{ gap: 1, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <Button size="small">Subscribe</Button>
        <Typography
          component="h1"
          variant="h4"
          noWrap
          sx={{
            flex: 1,
            textAlign: 'center',
            fontFamily: headingFont,
            fontWeight: 700,
          }}
        >
          Blog
        </Typography>
        <IconButton aria-label="Search">
          <SearchIcon />
        </IconButton>
        <Button variant="outlined" size="small" sx={{ flexShrink: 0 }}>
          Sign up
        </Button>
      </Toolbar>
      {/* The section bar scrolls sideways on small screens.
          Its buttons filter the firehose below. */}
      <Box
        component="nav"
        aria-label="Sections"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          overflowX: 'auto',
          py: 0.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        {sections.map((section) => {
          const active = section === activeSection;
          return (
            <Button
              key={section}
              size="small"
              aria-pressed={active}
              onClick={() => onSectionClick(section)}
              sx={{
                flexShrink: 0,
                textTransform: 'none',
                fontSize: '0.875rem',
                color: active ? 'primary.main' : 'text.secondary',
                fontWeight: active ? 700 : 400,
                boxShadow: active ? 'inset 0 -2px 0 currentColor' : 'none',
                borderRadius: 0,
              }}
            >
              {section}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
