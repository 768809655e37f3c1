/** @jest-environment node */
import { lightTheme } from 'shared/theme';
import { USUARIO_TEXT, renderThemeAll } from './render-page';

describe('renderThemeAll', () => {
  it('keeps the usuario placeholder in text (the start script writes it there) and leaves it out of attributes', () => {
    const { htmls } = renderThemeAll(lightTheme, [
      () => (
        <form>
          <input name="username" value={USUARIO_TEXT} readOnly hidden />
          <p title={`Cuenta de ${USUARIO_TEXT}`}>Hola, {USUARIO_TEXT}</p>
        </form>
      ),
    ]);
    expect(htmls[0]).toContain(`Hola, ${USUARIO_TEXT}`);
    expect(htmls[0]).toContain('value=""');
    expect(htmls[0]).toContain('title="Cuenta de "');
    expect(htmls[0].split(USUARIO_TEXT)).toHaveLength(2);
  });
});
