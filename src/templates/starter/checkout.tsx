import Checkout from '../../../content/material-ui/starters/checkout/Checkout';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Checkout template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Checkout);
export const Head = StarterHead;
