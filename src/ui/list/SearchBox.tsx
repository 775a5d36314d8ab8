import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from './search';
import { LIST_SEARCH_PROPS } from './searchTarget';
import { useDebounced } from './useDebounced';

/**
 * The list's search term (`filter.q`, sent as `search`), applied 500 ms after the last
 * keystroke, so a burst of typing sends one request; a new filter goes back to page 1.
 */
export const SearchBox = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [term, setTerm] = useState(applied);
  // The last term this box applied: a URL change to anything else came from outside.
  const sent = useRef(applied);
  useEffect(() => {
    if (applied !== sent.current) {
      sent.current = applied;
      setTerm(applied);
    }
  }, [applied]);
  const apply = useDebounced((value: string) => {
    sent.current = value.trim() ? value : '';
    const { q: _previous, ...others } = filterValues;
    setFilters(value.trim() ? { ...others, q: value } : others, displayedFilters, false);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextField
      type="search"
      fullWidth={false}
      size="small"
      label={translate('ra.action.search')}
      value={term}
      onChange={(event) => {
        setTerm(event.target.value);
        apply(event.target.value);
      }}
      slotProps={{
        htmlInput: LIST_SEARCH_PROPS,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 280 }}
    />
  );
};
