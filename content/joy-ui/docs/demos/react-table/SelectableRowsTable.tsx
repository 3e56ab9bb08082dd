import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const tasks = [
  { id: 'T-101', title: 'Update the onboarding emails', owner: 'Lena' },
  { id: 'T-102', title: 'Fix the billing page on mobile', owner: 'Omar' },
  { id: 'T-103', title: 'Write the release notes', owner: 'Mia' },
  { id: 'T-104', title: 'Review the accessibility audit', owner: 'Kofi' },
];

export default function SelectableRowsTable() {
  const [selected, setSelected] = React.useState<string[]>(['T-102']);
  const allSelected = selected.length === tasks.length;
  const someSelected = selected.length > 0 && !allSelected;
  const headerInput = React.useRef<HTMLInputElement>(null);

  // Keep the native indeterminate state in step with Joy UI's aria-checked="mixed".
  React.useEffect(() => {
    if (headerInput.current) {
      headerInput.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'sm', maxWidth: 560, overflow: 'auto' }}
    >
      <Table
        aria-label="Tasks"
        hoverRow
        sx={(theme) => ({
          '--TableCell-selectedBackground': theme.vars.palette.primary.softBg,
        })}
      >
        <thead>
          <tr>
            <th style={{ width: 48 }}>
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) =>
                  setSelected(
                    event.target.checked ? tasks.map((task) => task.id) : [],
                  )
                }
                slotProps={{
                  input: { ref: headerInput, 'aria-label': 'Select all tasks' },
                }}
                sx={{ verticalAlign: 'text-bottom' }}
              />
            </th>
            <th style={{ width: 80 }}>ID</th>
            <th>Task</th>
            <th style={{ width: 80 }}>Owner</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const checked = selected.includes(task.id);
            return (
              <tr
                key={task.id}
                style={
                  checked
                    ? ({
                        '--TableCell-dataBackground':
                          'var(--TableCell-selectedBackground)',
                        '--TableCell-headBackground':
                          'var(--TableCell-selectedBackground)',
                      } as React.CSSProperties)
                    : undefined
                }
              >
                <td>
                  <Checkbox
                    checked={checked}
                    onChange={(event) =>
                      setSelected((prev) =>
                        event.target.checked
                          ? [...prev, task.id]
                          : prev.filter((id) => id !== task.id),
                      )
                    }
                    slotProps={{ input: { 'aria-label': `Select ${task.title}` } }}
                    sx={{ verticalAlign: 'top' }}
                  />
                </td>
                <td>{task.id}</td>
                <td>{task.title}</td>
                <td>{task.owner}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Typography level="body-sm" sx={{ p: 1.5 }}>
        {selected.length} of {tasks.length} selected
      </Typography>
    </Sheet>
  );
}
