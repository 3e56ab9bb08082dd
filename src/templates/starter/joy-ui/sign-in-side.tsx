import SignInSide from '../../../../content/joy-ui/starters/sign-in-side/SignInSide';
import { JoyStarterTheme } from '../../../starters/JoyStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Sign-in side starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignInSide, JoyStarterTheme);
export const Head = StarterHead;
