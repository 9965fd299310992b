export function isBlank(text: string): boolean {
  return text.trim() === '';
}
