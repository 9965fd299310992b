/**
 * A form's submit: while its `check` guard finds a problem, `showProblem` shows it and the form stays;
 * once the form passes, the error is cleared and the machine goes on to `target`.
 */
export const checkedSubmit = <
  const Check extends string,
  const ShowProblem extends string,
  const Target extends string,
>(
  check: Check,
  showProblem: ShowProblem,
  rules: string,
  target: Target,
) =>
  [
    { guard: check, actions: showProblem, description: rules },
    { target, actions: 'clearError' },
  ] as const;
