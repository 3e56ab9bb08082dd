import Pricing from '../../../../content/material-ui/starters/pricing/Pricing';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Pricing starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Pricing, MaterialStarterTheme);
export const Head = StarterHead;
