import SignIn from '../../../../content/material-ui/starters/sign-in/SignIn';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Sign-in starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignIn, MaterialStarterTheme);
export const Head = StarterHead;
