import type { CSSProperties } from 'react';

export interface LoadFailedProps {
  message: string;
  reloadLabel: string;
  style?: CSSProperties;
}

/**
 * Said in place when an area's own code did not arrive (the console's or the solver page's
 * chunk): plain elements, since MUI may be in what failed. Reload asks for the page again.
 */
export const LoadFailed = ({ message, reloadLabel, style }: LoadFailedProps) => (
  <div
    role="alert"
    style={{
      boxSizing: 'border-box',
      maxWidth: 640,
      padding: '12px 16px',
      borderRadius: 4,
      border: '1px solid #d32f2f',
      background: '#fdeded',
      color: '#5f2120',
      fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
      fontSize: 14,
      lineHeight: 1.43,
      ...style,
    }}
  >
    <p style={{ margin: '0 0 8px' }}>{message}</p>
    <button
      type="button"
      onClick={() => window.location.reload()}
      style={{
        font: 'inherit',
        fontWeight: 500,
        padding: '6px 16px',
        borderRadius: 4,
        border: 'none',
        background: '#d32f2f',
        color: '#ffffff',
        cursor: 'pointer',
      }}
    >
      {reloadLabel}
    </button>
  </div>
);
