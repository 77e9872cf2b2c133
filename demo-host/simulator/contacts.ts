// Email addresses and phone numbers as the registration and sign-in calls check and show them.

const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;

export const emailMaxLength = 60;

/** A valid email address as the portal accepts it: lower case, at most 60 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value);
}

/** A phone number written `(ddd) ddd-dddd`. */
export function isValidPhone(value: string): boolean {
  return phonePattern.test(value);
}

/** `a.chen@example.com` → `a***n@example.com`: the first and last character of the name part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const masked = name.length === 1 ? `${name}***` : `${name[0]}***${name.at(-1)}`;
  return masked + email.slice(at);
}

/** `(555) 010-4477` → `(***) ***-4477`: only the last four digits. */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}
