import Checkout from '../../../../content/material-ui/starters/checkout/Checkout';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Checkout starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Checkout, MaterialStarterTheme);
export const Head = StarterHead;
