import Pricing from '../../../content/material-ui/templates/pricing/Pricing';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Pricing template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(Pricing);
