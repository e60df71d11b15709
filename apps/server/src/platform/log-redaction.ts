/**
 * What the log keeps of an error: its kind, its message without query parameters, its codes
 * and its stack frames. Never the values a query carried (a failed query's message and pino's
 * default serialiser both list them, and they can be passwords, e-mails or tokens), nor a
 * database error's `detail` (it quotes the row).
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  cause?: { type: string; code?: string; message: string };
  /** Frames only ("at …" lines); empty when there are none. */
  stack: string;
}

const MAX_MESSAGE = 500;

/**
 * Fields pino censors wherever a log line carries them (top level or one object down), for the
 * line that logs a payload or a row by mistake: credentials, identity numbers, TOTP secrets and
 * their sealed forms. The code logs none of them on purpose.
 */
const SENSITIVE_FIELDS = [
  'password',
  'current_password',
  'password_confirm',
  'passwordHash',
  'identity_number',
  'identityNumber',
  'identityNumberSealed',
  'sender_identity_number',
  'receiver_identity_number',
  'secret',
  'ga_secret',
  'gaSecret',
  'gaSecretSealed',
  'ga_pending_secret',
  'gaPendingSecretSealed',
  'ga_code',
  'gacode',
];
export const LOG_REDACT_PATHS = SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** An identity number (11 digits) or a TOTP secret (base32, 24+ characters) quoted in text. */
const IDENTITY_NUMBER = /\b[1-9]\d{10}\b/g;
const BASE32_SECRET = /\b[A-Z2-7]{24,}\b/g;

export function redactError(error: unknown): LoggedError {
  if (isLoggedError(error)) return error; // already redacted (the logger's serialiser runs again)
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const logged: LoggedError = {
    type: error.name,
    message: redactMessage(error.message),
    stack: framesOf(error.stack),
  };
  const code = codeOf(error);
  if (code) logged.code = code;
  const cause = error.cause;
  if (cause instanceof Error) {
    logged.cause = { type: cause.name, message: redactMessage(cause.message, true) };
    const causeCode = codeOf(cause);
    if (causeCode) logged.cause.code = causeCode;
  }
  return logged;
}

/**
 * The text before any "params:" list, with anything shaped like an identity number or a TOTP
 * secret masked; with `quoted`, quoted values are masked as well.
 */
function redactMessage(message: string, quoted = false): string {
  let text = message.split(/\n?\s*params:/i)[0] ?? '';
  text = text.replace(IDENTITY_NUMBER, '[number]').replace(BASE32_SECRET, '[secret]');
  if (quoted) text = text.replace(/"[^"]*"/g, '"…"');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** Only the "at …" lines: the first line repeats the message, parameters and all. */
function framesOf(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function isLoggedError(value: unknown): value is LoggedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as LoggedError).type === 'string' &&
    typeof (value as LoggedError).message === 'string'
  );
}
