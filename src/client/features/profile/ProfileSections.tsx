// Phone, emergency contact, email change, reminder mail, pause requests (issue 24: being built).
export function ProfileSections() {
  return null;
}
