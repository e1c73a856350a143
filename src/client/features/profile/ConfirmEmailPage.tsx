// /confirm-email?token=…: the link sent to a new address confirms the change (issue 24: being built).
export default function ConfirmEmailPage() {
  return null;
}
