import MarketingPage from '../../../../content/material-ui/starters/marketing-page/MarketingPage';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Marketing page starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(MarketingPage, MaterialStarterTheme);
export const Head = StarterHead;
