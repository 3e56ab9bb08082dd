import MarketingPage from '../../../content/material-ui/templates/marketing-page/MarketingPage';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Marketing page template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(MarketingPage);
