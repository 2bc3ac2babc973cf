// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { StaticIsland } from './static-island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Reviews({ names }: { names: string[] }) {
  renders += 1;
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('StaticIsland', () => {
  it('keeps the server HTML without rendering the section while hydrating, and renders it once the data changes', async () => {
    const container = document.createElement('div');
    // What the server sent: the section inside the island's element.
    container.innerHTML = '<div class="island"><!--$--><ul><li>From the server</li></ul><!--/$--></div>';
    document.body.append(container);
    const first = { names: ['From the server'] };
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <StaticIsland component={Reviews} props={first} keepWhile={first} className="island" />);
    });
    expect(renders).toBe(0);
    expect(container.textContent).toBe('From the server');

    // The same data again (a re-render of the page): still the server's HTML, still not rendered.
    await act(async () => {
      root.render(<StaticIsland component={Reviews} props={first} keepWhile={first} className="island" />);
    });
    expect(renders).toBe(0);
    expect(container.textContent).toBe('From the server');

    // Another product's reviews: the section renders them.
    const next = { names: ['Ann', 'Bo'] };
    await act(async () => {
      root.render(<StaticIsland component={Reviews} props={next} keepWhile={next} className="island" />);
    });
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('.island')?.textContent).toBe('AnnBo');
    root.unmount();
  });

  it('renders the section when it is first rendered in the browser', async () => {
    const container = document.createElement('div');
    const data = { names: ['Cy'] };
    const root = createRoot(container);
    await act(async () => {
      root.render(<StaticIsland component={Reviews} props={data} keepWhile={data} />);
    });
    expect(container.textContent).toBe('Cy');
    root.unmount();
  });
});
