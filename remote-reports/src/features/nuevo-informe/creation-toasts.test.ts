import { creationToasts } from './creation-toasts';

test('all photos up: one success toast; some failed: the spec texts with counts; none chosen: report created', () => {
  expect(creationToasts(3, 3)).toEqual([{ kind: 'success', text: 'Informe creado; las 3 imágenes se subieron correctamente' }]);
  expect(creationToasts(1, 1)).toEqual([{ kind: 'success', text: 'Informe creado; la imagen se subió correctamente' }]);
  expect(creationToasts(4, 2)).toEqual([
    { kind: 'error', text: 'Error subiendo imágenes: 2/4 exitosas' },
    { kind: 'warning', text: 'Informe creado, pero algunas imágenes tuvieron problemas' },
  ]);
  expect(creationToasts(0, 0)).toEqual([{ kind: 'success', text: 'Informe creado' }]);
});
