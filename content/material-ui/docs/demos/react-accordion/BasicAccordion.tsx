import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function BasicAccordion() {
  return (
    <Box sx={{ width: '100%' }}>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="basic-panel1-content"
          id="basic-panel1-header"
        >
          <Typography component="span">
            What payment methods do you accept?
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          Credit and debit cards, bank transfers and PayPal. Invoices are available
          for yearly plans.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="basic-panel2-content"
          id="basic-panel2-header"
        >
          <Typography component="span">Can I change my plan later?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Yes. Upgrades apply immediately; downgrades apply at the end of the billing
          period.
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="basic-panel3-content"
          id="basic-panel3-header"
        >
          <Typography component="span">Team features (coming soon)</Typography>
        </AccordionSummary>
      </Accordion>
    </Box>
  );
}
