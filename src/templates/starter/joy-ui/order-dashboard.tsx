import OrderDashboard from '../../../../content/joy-ui/starters/order-dashboard/OrderDashboard';
import { JoyStarterTheme } from '../../../starters/JoyStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Order dashboard starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(OrderDashboard, JoyStarterTheme);
export const Head = StarterHead;
