import Dashboard from '../../../../content/material-ui/starters/dashboard/Dashboard';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Dashboard starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Dashboard, MaterialStarterTheme);
export const Head = StarterHead;
