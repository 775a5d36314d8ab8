/** Catalogue keys of the form's labels and choices. */
export const fieldLabel = (name: string) => `app.challengeForm.fields.${name}`;
export const sectionLabel = (key: string) => `app.challengeForm.sections.${key}`;
export const rowLabel = (name: string) => `app.challengeForm.rows.${name}`;
export const choice = (id: string) => ({ id, name: `app.challengeForm.choices.${id}` });
export const choices = (...ids: string[]) => ids.map(choice);

/** Inputs of the form are as wide as their section and keep no blank helper line. */
export const wide = { fullWidth: true } as const;
