import Checkout from '../../../content/material-ui/templates/checkout/Checkout';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Checkout template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(Checkout);
