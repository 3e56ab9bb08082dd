import MarketingPage from '../../../content/material-ui/starters/marketing-page/MarketingPage';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Marketing page template's page (see src/starters/StarterPage.tsx). */
export default starterPage(MarketingPage);
export const Head = StarterHead;
