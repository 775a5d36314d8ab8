import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The list's search term (`filter.q`, sent as `search`). react-admin debounces `setFilters`
 * (the list's `debounce`, 500 ms), so a burst of typing sends one request; a new filter
 * always goes back to page 1.
 */
export const SearchBox = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [term, setTerm] = useState(applied);
  const typed = useRef(applied);
  // The URL changed under us (back button, shared link): show what is applied.
  useEffect(() => {
    if (applied !== typed.current.trim()) {
      typed.current = applied;
      setTerm(applied);
    }
  }, [applied]);
  const change = (value: string) => {
    typed.current = value;
    setTerm(value);
    const { q: _previous, ...others } = filterValues;
    setFilters(value.trim() ? { ...others, q: value } : others, displayedFilters);
  };
  return (
    <TextField
      type="search"
      size="small"
      label={translate('ra.action.search')}
      value={term}
      onChange={(event) => change(event.target.value)}
      slotProps={{
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
