export interface Task {
  id: number;
  title: string;
  done: boolean;
}

export const initialTasks: Task[] = [
  { id: 1, title: 'Write the page introduction', done: true },
  { id: 2, title: 'Add a demo for each use case', done: false },
  { id: 3, title: 'Run the content check', done: false },
];
