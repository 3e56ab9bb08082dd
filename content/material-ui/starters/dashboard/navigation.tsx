import * as React from 'react';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';

export interface NavItem {
  id: string;
  label: string;
  icon: React.ReactNode;
}

export const mainNavItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <DashboardRoundedIcon /> },
  { id: 'orders', label: 'Orders', icon: <ShoppingCartRoundedIcon /> },
  { id: 'customers', label: 'Customers', icon: <PeopleRoundedIcon /> },
  { id: 'reports', label: 'Reports', icon: <BarChartRoundedIcon /> },
  { id: 'integrations', label: 'Integrations', icon: <LayersRoundedIcon /> },
];

export const savedReports: NavItem[] = [
  { id: 'current-month', label: 'Current month', icon: <AssignmentRoundedIcon /> },
  { id: 'last-quarter', label: 'Last quarter', icon: <AssignmentRoundedIcon /> },
  { id: 'year-end-sale', label: 'Year-end sale', icon: <AssignmentRoundedIcon /> },
];

export const SAVED_REPORTS_LABEL = 'Saved reports';

/** The trail shown above the page title: the group of the item (if any), then the item. */
export function getTrail(id: string): string[] {
  const saved = savedReports.find((item) => item.id === id);
  if (saved) {
    return [SAVED_REPORTS_LABEL, saved.label];
  }
  const main = mainNavItems.find((item) => item.id === id) ?? mainNavItems[0];
  return [main.label];
}
