import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Table from '@mui/joy/Table';

const rows = [
  ['2024-04-12', 'Invoice INV-0040', '$1,200.00'],
  ['2024-04-14', 'Invoice INV-0041', '$860.50'],
  ['2024-04-17', 'Invoice INV-0042', '$2,045.00'],
];

export default function FullscreenModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open report
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog layout="fullscreen">
          <ModalClose aria-label="Close report" />
          <DialogTitle>April billing report</DialogTitle>
          <DialogContent>
            <Table aria-label="Invoices in April" sx={{ maxWidth: 640 }}>
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Document</th>
                  <th>Amount</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([date, document, amount]) => (
                  <tr key={document}>
                    <td>{date}</td>
                    <td>{document}</td>
                    <td>{amount}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
