export const COMPANY_NOT_FOUND = "Company not found";
export const COMPANY_EXISTS = "Company already exists";
