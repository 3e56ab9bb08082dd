import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const changes = [
  { version: 'v2.1.0', note: 'Dark mode for the settings page' },
  { version: 'v2.0.1', note: 'Fixed the export of large reports' },
  { version: 'v2.0.0', note: 'New navigation and faster search' },
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        // No opposite content: remove the empty space kept on the left of each item.
        [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 },
      }}
    >
      {changes.map((change, index) => (
        <TimelineItem key={change.version}>
          <TimelineSeparator>
            <TimelineDot color={index === 0 ? 'success' : 'grey'} />
            {index < changes.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <strong>{change.version}</strong> {change.note}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
