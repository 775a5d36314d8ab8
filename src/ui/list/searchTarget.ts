/**
 * A list's search box carries this attribute on its input, whatever component draws it, so the
 * `/` shortcut finds it (src/layout/palette). Spread onto the input element's props.
 */
export const LIST_SEARCH_ATTRIBUTE = 'data-list-search';

export const LIST_SEARCH_PROPS = { [LIST_SEARCH_ATTRIBUTE]: 'true' } as const;
