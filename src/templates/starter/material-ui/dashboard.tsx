import Dashboard from '../../../../content/material-ui/starters/dashboard/Dashboard';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { starterPage } from '../../../starters/StarterPage';

/** The Dashboard starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Dashboard, MaterialStarterTheme);
