import * as React from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import XIcon from '@mui/icons-material/X';
import { formatMonth } from './posts';

const social = [
  { name: 'GitHub', href: 'https://github.com/', icon: GitHubIcon },
  { name: 'X', href: 'https://x.com/', icon: XIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
];

interface SidebarProps {
  /** Months with posts (`2024-11`), newest first, with how many posts each has. */
  archives: { month: string; count: number }[];
  activeMonth: string | null;
  onMonthClick: (month: string) => void;
}

const headingSx = { fontWeight: 600, mb: 1 };

export default function Sidebar({
  archives,
  activeMonth,
  onMonthClick,
}: SidebarProps) {
  return (
    <Stack
      spacing={4}
      // Beside the posts (md and up), the sidebar stays in view while they scroll past.
      sx={{ position: { md: 'sticky' }, top: { md: 24 } }}
    >
      <Paper elevation={0} sx={{ p: 2.5, bgcolor: 'action.hover' }}>
        <Typography component="h2" variant="h6" sx={headingSx}>
          About
        </Typography>
        <Typography variant="body2">
          Field notes from a small product team: how we design, build and run a
          company, written down while we still remember the details. New posts most
          weeks.
        </Typography>
      </Paper>
      <div>
        <Typography component="h2" variant="h6" sx={headingSx}>
          Archives
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {archives.map(({ month, count }) => (
            <li key={month}>
              {/* Buttons styled as links: they filter the posts, they
                  don't go to another page. */}
              <Link
                component="button"
                type="button"
                variant="body1"
                underline="hover"
                aria-pressed={month === activeMonth}
                onClick={() => onMonthClick(month)}
                sx={{
                  textAlign: 'start',
                  fontWeight: month === activeMonth ? 700 : 400,
                }}
              >
                {formatMonth(month)} ({count})
              </Link>
            </li>
          ))}
        </Stack>
      </div>
      <div>
        <Typography component="h2" variant="h6" sx={headingSx}>
          Social
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {social.map(({ name, href, icon: Icon }) => (
            <li key={name}>
              <Link
                href={href}
                underline="hover"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                <Icon fontSize="small" />
                {name}
              </Link>
            </li>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
