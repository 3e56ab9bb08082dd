import Messages from '../../../../content/joy-ui/starters/messages/Messages';
import { JoyStarterTheme } from '../../../starters/JoyStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Messages starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Messages, JoyStarterTheme);
export const Head = StarterHead;
