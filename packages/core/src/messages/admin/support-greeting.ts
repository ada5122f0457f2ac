/**
 * The support landing's greeting (admin §2.2: the landing greets the support user; the wording is
 * decided here).
 *
 * @example
 * supportGreeting('Sam') // 'Welcome, Sam'
 */
export function supportGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome, ${name}` : 'Welcome';
}
