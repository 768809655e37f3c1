import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) addresses links that open apart; leaves markup and other schemes as text', () => {
    const text = 'Mira https://example.com/valla?x=1. y <b>esto</b> javascript:alert(1) o http://a.co/b)';
    const { container } = render(<p>{linkify(text)}</p>);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/valla?x=1', 'http://a.co/b']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
  });
});
