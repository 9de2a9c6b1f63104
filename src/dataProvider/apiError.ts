/** A failed API call. `code` is the server's extensions.code (UNAUTHENTICATED, BAD_USER_INPUT...). */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly status: number;
  /**
   * A save refused for one input: `{ errors: { 'text.es': message } }`. react-admin's forms read
   * server-side validation errors from `error.body.errors` and show each under its input
   * (ra-core's useCreateController / useEditController → setSubmissionErrors).
   */
  body?: { errors: Record<string, string> };
  constructor(message: string, code?: string, field?: string, status = 200) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.status = status;
  }
  get isUnauthenticated(): boolean {
    return this.code === 'UNAUTHENTICATED';
  }
}

/** The shape of one GraphQL error as the API sends it. */
export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}
