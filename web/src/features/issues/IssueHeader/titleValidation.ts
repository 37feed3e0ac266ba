/** GitHub's limit on an issue title, as the server checks it (`validateTitle`). */
export const MAX_TITLE_LENGTH = 256;

/**
 * The editor's own check of a title before it is sent, in the server's words: blank (after
 * trimming) or longer than 256 characters is refused; null when the title may be saved.
 */
export function titleError(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return "Title can't be blank";
  if (trimmed.length > MAX_TITLE_LENGTH) return `Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`;
  return null;
}
