import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) addresses links that open apart; leaves markup and other schemes as text', () => {
    const text = 'Mira https://example.com/valla?x=1. y <b>esto</b> javascript:alert(1) o http://a.co/b)';
    const { container } = render(
      <MemoryRouter>
        <p>{linkify(text)}</p>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/valla?x=1', 'http://a.co/b']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it("the product's own paths become links inside the app; a slash inside a word does not", () => {
    const text = 'Ana pidió restablecer su contraseña. Ver: /administradores?search=ana. Y 1/2 no es enlace';
    render(
      <MemoryRouter>
        <p>{linkify(text)}</p>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/administradores?search=ana']);
    expect(links[0]).not.toHaveAttribute('target');
  });
});
