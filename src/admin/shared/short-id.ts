/** The last `chars` characters of an id: order numbers (6), customer and user-order ids (8). */
export function shortId(id: string | null | undefined, chars: number): string {
  return (id ?? '').slice(-chars);
}
