// What the server refused when a program was saved, listed above the form: each line names where the
// field is and takes focus to it, so a long program need not be searched for the one bad number.
export interface ProgramFieldError {
  path: string;
  message: string;
  fieldId: string;
  where: string;
}

export function ProgramErrorSummary({ errors, formError }: { errors: ProgramFieldError[]; formError: string | null }) {
  if (errors.length === 0 && !formError) return null;
  return (
    <div className="alert alert-error error-summary" role="alert">
      <p>
        <strong>The program was not saved.</strong>
        {formError && ` ${formError}`}
      </p>
      {errors.length > 0 && (
        <ul>
          {errors.map((e) => (
            <li key={e.path}>
              <a
                href={`#${e.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(e.fieldId)?.focus();
                }}
              >
                {e.where}: {e.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
