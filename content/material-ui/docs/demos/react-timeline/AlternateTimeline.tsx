import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const milestones = ['Idea', 'Prototype', 'Beta', 'Launch'];

export default function AlternateTimeline() {
  return (
    <Timeline position="alternate">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone}>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{milestone}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
