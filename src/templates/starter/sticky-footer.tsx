import StickyFooter from '../../../content/material-ui/starters/sticky-footer/StickyFooter';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Sticky footer template's page (see src/starters/StarterPage.tsx). */
export default starterPage(StickyFooter);
export const Head = StarterHead;
