/** The home greeting uses the first word of the profile name; no usable name means "Welcome!". */
export function greetingFor(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hello, ${first}!` : "Welcome!";
}
