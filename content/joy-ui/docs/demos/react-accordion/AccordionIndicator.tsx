import * as React from 'react';
import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';

const members = [
  {
    initials: 'AK',
    name: 'Amara Kone',
    role: 'Design lead',
    email: 'amara@example.com',
  },
  {
    initials: 'TL',
    name: 'Tomás López',
    role: 'Engineer',
    email: 'tomas@example.com',
  },
  {
    initials: 'MN',
    name: 'Mei Nakamura',
    role: 'Product manager',
    email: 'mei@example.com',
  },
];

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      disableDivider
      sx={{
        maxWidth: 420,
        gap: 1,
        [`& .${accordionClasses.root}`]: {
          borderRadius: 'md',
          bgcolor: 'background.level1',
        },
        [`& .${accordionSummaryClasses.indicator}`]: {
          transition: '0.2s',
        },
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]:
          {
            transform: 'rotate(45deg)',
          },
      }}
    >
      {members.map((member) => (
        <Accordion key={member.name} disabled={member.initials === 'MN'}>
          <AccordionSummary indicator={<Add />}>
            <Avatar size="sm">{member.initials}</Avatar>
            <ListItemContent>
              <Typography level="title-sm">{member.name}</Typography>
              <Typography level="body-xs">{member.role}</Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">Email: {member.email}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
