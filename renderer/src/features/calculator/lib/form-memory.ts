/**
 * The last values typed into each mode's form, kept in sessionStorage so that coming back from a
 * result (the calculator page is not kept alive by every host) shows what was entered.
 */
const KEY = 'calculator:form:';

export function recallForm<T extends object>(mode: string): Partial<T> {
  try {
    const raw = sessionStorage.getItem(KEY + mode);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function rememberForm(mode: string, values: object): void {
  try {
    sessionStorage.setItem(KEY + mode, JSON.stringify(values));
  } catch {
    // Private mode or full storage: the form simply starts empty next time.
  }
}
