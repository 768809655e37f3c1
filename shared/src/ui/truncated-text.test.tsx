import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { TruncatedText } from './truncated-text';

describe('TruncatedText', () => {
  it('keeps the full text in title', () => {
    render(<TruncatedText text="Texto largo de detalles" />);
    expect(screen.getByText('Texto largo de detalles')).toHaveAttribute('title', 'Texto largo de detalles');
  });

  it('when cut, is focusable and shows the full text as a tooltip describing it', () => {
    const sw = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    const cw = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    try {
      render(<TruncatedText text="Actualizó el servicio Vallas con precio 120000" />);
      const text = screen.getByText('Actualizó el servicio Vallas con precio 120000', { selector: 'span[title]' });
      expect(text).toHaveAttribute('tabindex', '0');
      fireEvent.focus(text);
      const tip = screen.getByRole('tooltip');
      expect(tip).toBeVisible();
      expect(text).toHaveAccessibleDescription('Actualizó el servicio Vallas con precio 120000');
      fireEvent.blur(text);
      expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    } finally {
      sw.mockRestore();
      cw.mockRestore();
    }
  });
});
