import Dashboard from '../../../content/material-ui/starters/dashboard/Dashboard';
import { starterPage } from '../../starters/StarterPage';

/** The Dashboard template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Dashboard);
