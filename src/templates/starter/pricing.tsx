import Pricing from '../../../content/material-ui/starters/pricing/Pricing';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Pricing template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Pricing);
export const Head = StarterHead;
