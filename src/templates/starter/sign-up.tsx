import SignUp from '../../../content/material-ui/starters/sign-up/SignUp';
import { starterPage } from '../../starters/StarterPage';

/** The Sign-up template's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignUp);
