// Calendar feed, Download my data, Close my account (issue 24: being built).
export function AccountSections() {
  return null;
}
