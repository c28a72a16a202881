/** Every message the trial signup can show; the API's e-mail messages are these too. */
export const signupMessages = {
  emptyEmail: 'Email cannot be empty!',
  invalidEmail: 'Invalid email format!',
  emailExists: 'Email already exists!',
  httpError: (status: number, statusText: string) => `HTTP ${status}: ${statusText}`,
  networkFailure: 'Unable to connect to external service. Please check your API configuration.',
  emailCheckFailed: 'Failed to check email existence',
  customerFailed: 'An error occurred. Please try again.',
  checkoutFailed: 'Failed to create checkout session',
  unexpectedFailure: 'An error occurred. Please try again.',
  emptyResult: 'Please check your email and try again.',
} as const;
