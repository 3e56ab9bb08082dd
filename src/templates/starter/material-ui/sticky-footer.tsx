import StickyFooter from '../../../../content/material-ui/starters/sticky-footer/StickyFooter';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Sticky footer starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(StickyFooter, MaterialStarterTheme);
export const Head = StarterHead;
