/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Inline validation messages (SPEC.md section 5). */
export const validation = {
  sharedSpaceNameRequired: "Please provide a name for the new shared space",
  selectSpace: "Please select a space",
  companyIdRequired: "Company ID required",
  companyMustBeCreatedFirst: "Company must be created first",
  invalidUrl: "Please enter a valid URL",
  invalidEmail: "Invalid email",
  rememberVisitorDays: "Enter a whole number of days from 0 to 90",
  customExpiryInPast: "Expiry date cannot be in the past",
  customExpiryTooFar: "Expiry date is too far in the future",
  companyNameRequired: "Company name required",
  nameRequired: "Name is required",
  chooseRole: "Choose a role",
  sixDigitCode: "Enter the 6-digit code",
  dateFormat: "Use the format YYYY-MM-DD",
  nothingToChange: "Nothing to change",
} as const;

/**
 * Form field messages, always naming the field (a person reads them, not a developer): zod's own
 * defaults ("Too big: expected string to have <=100 characters") never reach a form.
 */
export const fieldMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string, intDigits: number, scale: number) => `${label} must be a number (up to ${intDigits} digits and ${scale} decimals)`,
  tooLarge: (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")}`,
  notAWholeNumber: (label: string, max: number) => `${label} must be a whole number from 0 to ${max.toLocaleString("en-US")}`,
  notYesOrNo: (label: string) => `${label} must be yes or no`,
  invalidDate: (label: string) => `${label} must be a valid date`,
  tooManyEntries: (label: string, max: number) => `${label}: at most ${max} entries`,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordRequired: "Password is required",
  passwordsDoNotMatch: "Passwords do not match",
  emailRequired: "Email is required",
  tokenRequired: "Token is required",
} as const;

/** Field names as messages say them. */
export const fieldLabels = {
  field: "This field",
  companyName: "Company name",
  description: "Description",
  logoUrl: "Logo URL",
  industry: "Industry",
  stage: "Stage",
  foundedDate: "Founded date",
  employeeCount: "Employee count",
  monthlyRevenue: "Monthly revenue",
  previousFunding: "Previous funding",
  targetFunding: "Target funding",
  name: "Name",
  title: "Title",
  email: "Email",
  linkedinUrl: "LinkedIn URL",
  equityPercentage: "Equity percentage",
  department: "Department",
  joinDate: "Join date",
  company: "Company",
  expertise: "Expertise",
  advisorySince: "Advisory since",
  firm: "Company/Fund",
  investmentAmount: "Investment amount",
  investmentRound: "Investment round",
  investmentDate: "Investment date",
  leadInvestor: "Lead investor",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
  token: "Token",
} as const;
