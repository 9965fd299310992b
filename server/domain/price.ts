/** The database keeps money in whole paise; replies give rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
