import Dashboard from '../../../content/material-ui/starters/dashboard/Dashboard';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Dashboard template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Dashboard);
export const Head = StarterHead;
