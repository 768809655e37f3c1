import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels the control and links the error text', () => {
    render(
      <FormField label="Nombre" error="El nombre es obligatorio" hint="Máximo 150 caracteres">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Máximo 150 caracteres El nombre es obligatorio');
  });

  it('is not invalid without an error', () => {
    render(
      <FormField label="Nombre">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toHaveAttribute('aria-invalid');
  });
});
