import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const events = [
  { time: '09:00', label: 'Stand-up' },
  { time: '10:30', label: 'Design review' },
  { time: '13:00', label: 'Lunch' },
  { time: '16:00', label: 'Release' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {events.map((event, index) => (
        <TimelineItem key={event.time}>
          <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
            {event.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" variant={index === 0 ? 'filled' : 'outlined'} />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
