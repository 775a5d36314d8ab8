// Words as the catalogue writes them, from the names of the command line.

export const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** `created_at` or `createdAt` → `Created at`. */
export const label = (field) =>
  capitalise(
    field
      .replace(/_/g, ' ')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );
