export interface CreationToast {
  kind: 'success' | 'error' | 'warning';
  text: string;
}

/** What the user is told once the report exists and its photos were sent (docs/product-spec.md §4, §8). */
export function creationToasts(total: number, uploaded: number): CreationToast[] {
  if (total === 0) return [{ kind: 'success', text: 'Informe creado' }];
  if (uploaded === total) {
    return [
      {
        kind: 'success',
        text: total === 1 ? 'Informe creado; la imagen se subió correctamente' : `Informe creado; las ${total} imágenes se subieron correctamente`,
      },
    ];
  }
  return [
    { kind: 'error', text: `Error subiendo imágenes: ${uploaded}/${total} exitosas` },
    { kind: 'warning', text: 'Informe creado, pero algunas imágenes tuvieron problemas' },
  ];
}
