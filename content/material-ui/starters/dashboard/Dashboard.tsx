import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import NavigateNextRoundedIcon from '@mui/icons-material/NavigateNextRounded';
import Header from './Header';
import SideMenu from './SideMenu';
import StatCard from './StatCard';
import SalesChart from './SalesChart';
import PageViewsChart from './PageViewsChart';
import RecentOrders from './RecentOrders';
import RecentDeposits from './RecentDeposits';
import { getTrail } from './navigation';
import { stats } from './data';

const drawerWidth = 240;
// Height of the app bar's toolbar from the `sm` breakpoint up; the permanent drawer sits below it.
const appBarHeight = 64;

export default function Dashboard() {
  const [selected, setSelected] = React.useState('dashboard');
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const theme = useTheme();
  // The temporary drawer is for small screens only: it must not stay open (and lock the page's scroll)
  // after the window grows wide enough for the permanent one.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const mobileMenuId = React.useId();
  const trail = getTrail(selected);
  const title = trail[trail.length - 1];

  const handleNavigate = (id: string) => {
    setSelected(id);
    setMobileOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'var(--template-height, 100dvh)' }}>
      <Header
        search={search}
        onSearchChange={setSearch}
        onOpenMenu={() => setMobileOpen(true)}
        menuOpen={mobileOpen && !isDesktop}
        menuId={mobileMenuId}
      />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {/* Small screens: a temporary drawer opened from the app bar's menu button. */}
        <Drawer
          id={mobileMenuId}
          variant="temporary"
          open={mobileOpen && !isDesktop}
          onClose={() => setMobileOpen(false)}
          sx={{
            display: { md: 'none' },
            '& .MuiDrawer-paper': { width: drawerWidth + 20 },
          }}
        >
          <SideMenu
            selected={selected}
            onNavigate={handleNavigate}
            header={
              <Typography variant="h6" component="p" sx={{ px: 3, pt: 1.5, pb: 1 }}>
                Acme Insights
              </Typography>
            }
          />
        </Drawer>
        {/* From `md` up: a permanent drawer that stays in the page flow, pinned under the app bar. */}
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: drawerWidth,
            flexShrink: 0,
            // The border runs along the whole column, not only along the (shorter) sticky paper.
            borderRight: '1px solid',
            borderColor: 'divider',
            '& .MuiDrawer-paper': {
              width: drawerWidth,
              borderRight: 'none',
              position: 'sticky',
              top: appBarHeight,
              height: `calc(var(--template-height, 100dvh) - ${appBarHeight}px)`,
              bgcolor: 'background.default',
            },
          }}
        >
          <SideMenu selected={selected} onNavigate={handleNavigate} />
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
            <Breadcrumbs
              aria-label="Breadcrumb"
              separator={<NavigateNextRoundedIcon fontSize="small" />}
              sx={{ mb: 1 }}
            >
              <Typography variant="body2">Home</Typography>
              {trail.map((crumb, index) =>
                index === trail.length - 1 ? (
                  <Typography
                    key={crumb}
                    variant="body2"
                    aria-current="page"
                    sx={{ color: 'text.primary', fontWeight: 500 }}
                  >
                    {crumb}
                  </Typography>
                ) : (
                  <Typography key={crumb} variant="body2">
                    {crumb}
                  </Typography>
                ),
              )}
            </Breadcrumbs>
            <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
              {title}
            </Typography>
            <Grid container spacing={2}>
              {stats.map((stat) => (
                <Grid key={stat.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <StatCard {...stat} />
                </Grid>
              ))}
              <Grid size={{ xs: 12, lg: 6 }}>
                <SalesChart />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <PageViewsChart />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <RecentDeposits />
              </Grid>
              <Grid size={12}>
                <RecentOrders search={search} />
              </Grid>
            </Grid>
          </Box>
          <Box
            component="footer"
            sx={{ px: { xs: 2, sm: 3 }, py: 2, borderTop: '1px solid', borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Copyright © Your Website 2024.
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
