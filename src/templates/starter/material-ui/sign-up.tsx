import SignUp from '../../../../content/material-ui/starters/sign-up/SignUp';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Sign-up starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignUp, MaterialStarterTheme);
export const Head = StarterHead;
