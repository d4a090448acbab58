import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdoptedApart } from './adopted-apart.tsx';

/** React marks each element it has adopted with a property of its own. */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`Clic: ${count}`}
    </button>
  );
}

function Page() {
  return (
    <div>
      <h1>Titolo</h1>
      <AdoptedApart>
        <Counter />
      </AdoptedApart>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

/** The page as the server sends it, which React starts adopting. */
function adoptServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  root = hydrateRoot(container, <Page />);
  return { container, button };
}

describe('AdoptedApart', () => {
  it('is adopted after the rest of the page, on the server’s markup', async () => {
    const { container, button } = adoptServerPage();
    // However busy the machine, React adopts the part in a later task of its own.
    await vi.waitFor(() => expect(adopted(button)).toBe(true));
    expect(container.querySelector('button')).toBe(button);
  });

  it('hands a click made before it was adopted to the adopted part', async () => {
    const { container, button } = adoptServerPage();
    // React's scheduler runs its tasks through setImmediate here: the next one queued is after its
    // task adopting the frame, and before the one it then queues for the part. A timer instead raced it.
    await new Promise((resolve) => setImmediate(resolve));
    // The page's frame is adopted, the part is not yet: React left it for later.
    expect(adopted(container.querySelector('h1') as Element)).toBe(true);
    expect(adopted(button)).toBe(false);
    button.click();
    expect(adopted(button)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.textContent).toBe('Clic: 1');
  });
});
