import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';

export default function FormModal() {
  const [open, setOpen] = React.useState(false);
  const [projects, setProjects] = React.useState(['Atlas']);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setProjects((list) => [...list, String(data.get('name'))]);
    setOpen(false);
  };

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<Add />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        New project
      </Button>
      <Typography level="body-sm">Projects: {projects.join(', ')}</Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <DialogTitle>Create a project</DialogTitle>
          <DialogContent>Give it a name and a short description.</DialogContent>
          <form onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Button type="submit">Create</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
