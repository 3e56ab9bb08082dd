import SignIn from '../../../../content/material-ui/starters/sign-in/SignIn';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { starterPage } from '../../../starters/StarterPage';

/** The Sign-in starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignIn, MaterialStarterTheme);
