export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { InPlaceError } from './InPlaceError';
export { PageError } from './PageError';
export { SectionBoundary } from './SectionBoundary';
export { sectionErrorText, SECTION_FAILED } from './errorText';
