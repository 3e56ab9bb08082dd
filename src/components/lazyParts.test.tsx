import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { definePart, partComponent } from './lazyParts';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('partComponent', () => {
  it('waits for its module the first time (the boundary draws its fallback), then draws at once without suspending', async () => {
    let arrive: (module: { Hello: typeof Hello }) => void = () => undefined;
    const importModule = jest.fn(() => new Promise<{ Hello: typeof Hello }>((resolve) => (arrive = resolve)));
    const part = definePart(importModule);
    const Part = partComponent(part, (module) => module.Hello);
    const first = render(
      <React.Suspense fallback={<p>Loading</p>}>
        <Part name="first" />
      </React.Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ Hello }));
    expect(screen.getByText('Hello first')).toBeTruthy();
    first.unmount();
    // Arrived: drawn in the same pass, with no Suspense boundary needed (a suspension here would throw).
    render(<Part name="again" />);
    expect(screen.getByText('Hello again')).toBeTruthy();
  });

  it('a module fetched ahead (the app’s start) is drawn at once on its first mount', async () => {
    const part = definePart(() => Promise.resolve({ Hello }));
    await part.load();
    const Part = partComponent(part, (module) => module.Hello);
    render(<Part name="ahead" />);
    expect(screen.getByText('Hello ahead')).toBeTruthy();
  });
});
