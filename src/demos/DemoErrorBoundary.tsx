import * as React from 'react';

interface State {
  error: Error | null;
}

/** Contains a demo that throws: the page keeps working and the reader sees what went wrong. */
export class DemoErrorBoundary extends React.Component<{ title: string; children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <DemoErrorBox title={this.props.title} message={String(error.message || error)} />;
  }
}

export function DemoErrorBox({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="MuiDemo-error">
      <strong>{title}</strong>
      <pre>{message}</pre>
    </div>
  );
}
