import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { id: 'general', title: 'General', summary: 'Name, language and time zone' },
  { id: 'privacy', title: 'Privacy', summary: 'Who can see your profile' },
  { id: 'notifications', title: 'Notifications', summary: 'Email and push alerts' },
];

export default function ControlledAccordions() {
  const [expanded, setExpanded] = React.useState<string | false>('general');

  const handleChange =
    (panel: string) => (event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? panel : false);
    };

  return (
    <Box sx={{ width: '100%' }}>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${section.id}-content`}
            id={`${section.id}-header`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>
              The {section.title.toLowerCase()} settings would go here. Opening
              another section closes this one.
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
