import SignInSide from '../../../../content/material-ui/starters/sign-in-side/SignInSide';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Sign-in side starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignInSide, MaterialStarterTheme);
export const Head = StarterHead;
