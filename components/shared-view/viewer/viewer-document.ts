/**
 * A document a visitor opens: the visitor file route and the name shown. Its own file because the
 * provider (viewer-context.tsx) loads the dialog (document-viewer.tsx) lazily and both name it.
 */
export interface ViewerDocument {
  url: string;
  label: string;
}
