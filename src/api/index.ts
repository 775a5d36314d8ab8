export * from './errors';
export * from './http';
export * from './url';
export * from './redirect';
export * from './context';
export * from './serverContextReact';
export * from './parse';
